import { RESUME_LINK_TTL_DAYS } from '@gym/contracts/staff-follow-ups';
import { markup } from '../../../lib/html';
import type { MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, paragraph } from '../../../providers/mail/mail-blocks';

export interface ReminderContent {
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string | null;
  club: { displayName: string; street: string; city: string };
  /** The single-use link that resumes the wizard. */
  url: string;
}

/** "Send a reminder": the visitor's way back into the sign-up they left, where they left it. */
export function reminderMail(content: ReminderContent): Promise<MailMessage> {
  const { brandName, supportEmail, club, url } = content;
  const greeting = content.firstName ? `Hi ${content.firstName},` : 'Hi,';
  const intro = `You started joining ${brandName} at ${club.displayName} and did not finish. Your details are saved.`;
  const action =
    `The link below opens your sign-up where you left it; you will only need to take your photo and add your card. ` +
    `It works once, for ${RESUME_LINK_TTL_DAYS} days.`;
  const label = 'Finish joining';
  return brandedMail({
    brandName,
    supportEmail,
    to: content.to,
    subject: `${brandName}: finish joining ${club.displayName}`,
    heading: 'Finish joining',
    preview: intro,
    text: [greeting, '', intro, '', action, '', `${label}:`, url, '', `Questions? Write to ${supportEmail}.`],
    html: markup`${paragraph(greeting)}${paragraph(intro)}${paragraph(action)}${button(url, label)}`,
    reason: `You received this e-mail because you started a ${brandName} membership sign-up with this address.`,
    club,
  });
}
