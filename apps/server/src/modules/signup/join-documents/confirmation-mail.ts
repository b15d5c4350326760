import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailAttachment, MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, keyValueTable, link, paragraph } from '../../../providers/mail/mail-blocks';
import type { JoinRecord } from './join-records.repository';

export interface ConfirmationContent {
  brandName: string;
  supportEmail: string;
  join: JoinRecord;
  /** The set-password link, for a member who has no password yet. */
  setPasswordUrl: string | null;
  /** `${PUBLIC_URL}/membership`, where a member cancels online (Business and Professions Code 17602). */
  membershipUrl: string;
  attachments: MailAttachment[];
}

/** How a member who joined online cancels online, as the law requires it to be said (docs/decisions/0028). */
export const cancelOnlineText = (brandName: string) =>
  `You can cancel your ${brandName} membership online at any time, on your membership page:`;

/**
 * The join's confirmation e-mail: the plan, the start, what was paid, the documents, how to cancel online (a monthly
 * membership) and the set-password link. A former member who rejoined is welcomed back.
 */
export function confirmationMail(content: ConfirmationContent): Promise<MailMessage> {
  const { join, brandName, setPasswordUrl, membershipUrl } = content;
  const { quote, user } = join;
  const start = formatCalendarDate(quote.starting);
  const term = quote.ending ? `${start} to ${formatCalendarDate(quote.ending)}` : `starting ${start}`;
  const names = content.attachments.map((attachment) => attachment.filename).join(' and ');
  const welcome = join.rejoined ? `Welcome back to ${brandName}!` : `Thanks for joining ${brandName}!`;
  const rows: [string, string][] = [
    ['Plan', `${quote.itemName} at ${join.club.displayName}`],
    [quote.isPass ? 'Valid' : 'Start date', quote.isPass ? term : start],
    ['Total paid', `${formatCurrency(quote.totalCents)} (${join.card.type} ending in ${join.card.last4})`],
    ['Member number', String(user.memberNumber)],
  ];
  const setPassword = 'Set the password for your member account (the link works once, for 7 days):';
  const lines = [
    `Hi ${user.firstName},`,
    '',
    `${welcome} Here is your purchase:`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Attached: ${names}.`,
    ...(quote.isPass ? [] : ['', cancelOnlineText(brandName), membershipUrl]),
    ...(setPasswordUrl ? ['', setPassword, setPasswordUrl] : []),
    '',
    `Questions? Write to ${content.supportEmail}.`,
  ];
  const html = markup`${paragraph(`Hi ${user.firstName},`)}${paragraph(`${welcome} Here is your purchase:`)}
    ${keyValueTable(rows)}${paragraph(`Attached: ${names}.`)}
    ${setPasswordUrl ? markup`${paragraph(setPassword)}${button(setPasswordUrl, 'Set your password')}` : null}
    ${quote.isPass ? null : paragraph(markup`${cancelOnlineText(brandName)} ${link(membershipUrl, membershipUrl)}`)}`;
  return brandedMail({
    brandName,
    supportEmail: content.supportEmail,
    to: user.email,
    subject: `Welcome to ${brandName}: your ${quote.isPass ? 'pass' : 'membership'} is confirmed`,
    heading: `Your ${quote.isPass ? 'pass' : 'membership'} is confirmed`,
    preview: `${welcome} Your ${quote.isPass ? 'pass' : 'membership'} at ${join.club.displayName} is confirmed.`,
    text: lines,
    html,
    reason: `You received this e-mail because you joined ${brandName} online.`,
    club: join.club,
    attachments: content.attachments,
  });
}
