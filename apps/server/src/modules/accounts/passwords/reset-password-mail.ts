import { markup } from '../../../lib/html';
import type { MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, paragraph } from '../../../providers/mail/mail-blocks';

export interface ResetLink {
  firstName: string;
  memberNumber: number;
  url: string;
}

export interface ResetMailContent {
  brandName: string;
  supportEmail: string;
  to: string;
  /** One link per account with this e-mail: a family shares one address. */
  links: ResetLink[];
}

const names = (links: ResetLink[]) => {
  const first = links.map((link) => link.firstName);
  return first.length === 1 ? first[0]! : `${first.slice(0, -1).join(', ')} and ${first.at(-1)!}`;
};

/**
 * The password-reset e-mail: the single-use link (one hour) for the account, or for each account of a family,
 * each named by first name and member number so that every member picks their own.
 */
export function resetPasswordMail(content: ResetMailContent): Promise<MailMessage> {
  const { brandName, supportEmail, links } = content;
  const family = links.length > 1;
  const intro = family
    ? `We got a request to reset a password for the ${brandName} member accounts that use this e-mail. Each link below sets the password of one account; it works once, for one hour.`
    : `We got a request to reset the password of your ${brandName} member account. The link below sets a new one; it works once, for one hour.`;
  const label = (link: ResetLink) =>
    family ? `${link.firstName} (member ${link.memberNumber})` : `Choose a new password (member ${link.memberNumber})`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  const lines = [
    `Hi ${names(links)},`,
    '',
    intro,
    '',
    ...links.flatMap((link) => [`${label(link)}:`, link.url, '']),
    ignore,
    '',
    `Questions? Write to ${supportEmail}.`,
  ];
  return brandedMail({
    brandName,
    supportEmail,
    to: content.to,
    subject: `${brandName}: reset your password`,
    heading: family ? 'Reset a password' : 'Reset your password',
    preview: intro,
    text: lines,
    html: markup`${paragraph(`Hi ${names(links)},`)}${paragraph(intro)}${links.map((link) =>
      button(link.url, label(link)),
    )}${paragraph(ignore)}`,
    reason: `You received this e-mail because a new password was asked for with this address on the ${brandName} website.`,
  });
}
