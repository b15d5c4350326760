import { markup } from '../../../lib/html';
import type { MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, paragraph } from '../../../providers/mail/mail-blocks';

export interface MemberPasswordLinkContent {
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  memberNumber: number;
  /** The single-use set-password link (7 days), the one a new member's confirmation e-mail carries. */
  url: string;
}

/**
 * A set-password link the club's staff sent a member (at the desk or on the phone): a link that works for 7 days,
 * longer than a self-service reset's hour, because the member may not read it at once.
 */
export function memberPasswordLinkMail(content: MemberPasswordLinkContent): Promise<MailMessage> {
  const { brandName, supportEmail, firstName, memberNumber, url } = content;
  const intro = `The ${brandName} team sent you this link to set the password of your member account (member ${memberNumber}).`;
  const action = 'It works once, for 7 days. Then log in with this e-mail and your new password.';
  const ignore = 'If you did not ask for it, ignore this e-mail: your password stays as it is.';
  const label = 'Set your password';
  return brandedMail({
    brandName,
    supportEmail,
    to: content.to,
    subject: `${brandName}: set your password`,
    heading: 'Set your password',
    preview: intro,
    text: [
      `Hi ${firstName},`,
      '',
      intro,
      action,
      '',
      `${label}:`,
      url,
      '',
      ignore,
      '',
      `Questions? Write to ${supportEmail}.`,
    ],
    html: markup`${paragraph(`Hi ${firstName},`)}${paragraph(`${intro} ${action}`)}${button(url, label)}${paragraph(ignore)}`,
    reason: `You received this e-mail because the ${brandName} staff sent a password link to this address.`,
  });
}
