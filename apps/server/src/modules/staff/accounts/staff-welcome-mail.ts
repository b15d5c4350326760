import { CONSOLE_ROLE_LABELS, type ConsoleRole } from '@gym/contracts/staff';
import { markup } from '../../../lib/html';
import type { MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, paragraph } from '../../../providers/mail/mail-blocks';

export interface StaffWelcomeContent {
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  role: ConsoleRole;
  clubNames: string[];
  /** The single-use set-password link (7 days). */
  url: string;
}

/** A new staff account's e-mail: what the director gave them, and the link that sets their password. */
export function staffWelcomeMail(content: StaffWelcomeContent): Promise<MailMessage> {
  const { brandName, supportEmail, firstName, role, clubNames, url } = content;
  const intro = `You now have a ${brandName} staff account: ${CONSOLE_ROLE_LABELS[role]} at ${clubNames.join(', ')}.`;
  const action = 'Choose your password with the link below; it works once, for 7 days. Then log in with this e-mail.';
  const label = 'Choose your password';
  return brandedMail({
    brandName,
    supportEmail,
    to: content.to,
    subject: `${brandName}: your staff account`,
    heading: 'Your staff account',
    preview: intro,
    text: [`Hi ${firstName},`, '', intro, '', action, '', `${label}:`, url, '', `Questions? Write to ${supportEmail}.`],
    html: markup`${paragraph(`Hi ${firstName},`)}${paragraph(intro)}${paragraph(action)}${button(url, label)}`,
    reason: `You received this e-mail because the ${brandName} director made a staff account with this address.`,
  });
}
