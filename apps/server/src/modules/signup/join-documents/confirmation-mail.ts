import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailAttachment, MailMessage } from '../../../providers/mail';
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
 * membership) and the set-password link.
 */
export function confirmationMail(content: ConfirmationContent): MailMessage {
  const { join, brandName, setPasswordUrl, membershipUrl } = content;
  const { quote, user } = join;
  const start = formatCalendarDate(quote.starting);
  const term = quote.ending ? `${start} to ${formatCalendarDate(quote.ending)}` : `starting ${start}`;
  const total = formatCurrency(quote.totalCents);
  const names = content.attachments.map((attachment) => attachment.filename).join(' and ');
  const lines = [
    `Hi ${user.firstName},`,
    '',
    `Thanks for joining ${brandName}! Here is your purchase:`,
    '',
    `Plan: ${quote.itemName} at ${join.club.displayName}`,
    `${quote.isPass ? 'Valid' : 'Start date'}: ${quote.isPass ? term : start}`,
    `Total paid: ${total} (${join.card.type} ending in ${join.card.last4})`,
    `Member number: ${user.memberNumber}`,
    '',
    `Attached: ${names}.`,
    ...(quote.isPass ? [] : ['', cancelOnlineText(brandName), membershipUrl]),
    ...(setPasswordUrl
      ? ['', 'Set the password for your member account (the link works once, for 7 days):', setPasswordUrl]
      : []),
    '',
    `Questions? Write to ${content.supportEmail}.`,
  ];
  const html = markup`<p>Hi ${user.firstName},</p>
    <p>Thanks for joining ${brandName}! Here is your purchase:</p>
    <table>
      <tr><th align="left">Plan</th><td>${quote.itemName} at ${join.club.displayName}</td></tr>
      <tr><th align="left">${quote.isPass ? 'Valid' : 'Start date'}</th><td>${quote.isPass ? term : start}</td></tr>
      <tr><th align="left">Total paid</th><td>${total} (${join.card.type} ending in ${join.card.last4})</td></tr>
      <tr><th align="left">Member number</th><td>${user.memberNumber}</td></tr>
    </table>
    <p>Attached: ${names}.</p>
    ${quote.isPass ? null : markup`<p>${cancelOnlineText(brandName)} <a href="${membershipUrl}">${membershipUrl}</a></p>`}
    ${
      setPasswordUrl
        ? markup`<p><a href="${setPasswordUrl}">Set the password for your member account</a>
            (the link works once, for 7 days).</p>`
        : null
    }
    <p>Questions? Write to <a href="mailto:${content.supportEmail}">${content.supportEmail}</a>.</p>`;
  return {
    to: user.email,
    subject: `Welcome to ${brandName}: your ${quote.isPass ? 'pass' : 'membership'} is confirmed`,
    text: lines.join('\n'),
    html: html.value,
    attachments: content.attachments,
  };
}
