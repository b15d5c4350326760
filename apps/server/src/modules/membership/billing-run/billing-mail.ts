import { formatCurrency } from '@gym/contracts/money';
import { type SafeHtml, markup } from '../../../lib/html';
import { type ReceiptItem, formatCalendarDate } from '../../../providers/documents';
import { formatDay } from '../../../providers/documents/format';
import type { ChargeKind } from '../../../db/schema';
import type { MailAttachment, MailMessage } from '../../../providers/mail';

/** The billing engine's e-mails (docs/decisions/0027): a receipt, a declined payment, a suspension, a card expiring. */

export const PAYMENT_FAILED_SUBJECT = "Your payment didn't go through";

/** Who and where every billing e-mail names. */
export interface BillingMailParty {
  brandName: string;
  supportEmail: string;
  /** `${PUBLIC_URL}/billing`: the member's billing page, to pay, change the card and find receipts. */
  billingUrl: string;
  member: { email: string; firstName: string; memberNumber: number };
}

export interface ReceiptMailContent extends BillingMailParty {
  kind: ChargeKind;
  items: ReceiptItem[];
  amountCents: number;
  /** 'Visa ending 4242'. */
  card: string;
  paidAt: Date;
  receiptNumber: string;
  attachment: MailAttachment;
}

export interface PaymentFailedMailContent extends BillingMailParty {
  amountDueCents: number;
  /** The provider's decline text. */
  decline: string;
  /** The club days the charge will be tried again, in order; empty when they are not known. */
  retryDays: string[];
  /** The membership is already suspended (a new month declined while unpaid). */
  suspended: boolean;
}

export interface SuspendedMailContent extends BillingMailParty {
  amountDueCents: number;
  decline: string | null;
}

export interface CardExpiringMailContent extends BillingMailParty {
  card: string;
  expMonth: number;
  expYear: number;
  /** The next billing day (YYYY-MM-DD) and the dues charged then, when the member has monthly dues. */
  billingDay: string;
  duesCents: number | null;
}

const RECEIPT_OPENINGS: Record<ReceiptMailContent['kind'], string> = {
  autopay: 'Your monthly dues were charged to your card on file. Thank you!',
  payment: 'Thank you for your payment.',
  join: 'Here is the receipt of your first payment.',
  'plan-change': 'Here is the receipt of the difference for your new plan, for the rest of this month.',
};

/** 'a', 'a and b', 'a, b and c'. */
function inWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const paidForText = (items: ReceiptItem[]) =>
  items.length === 1
    ? items[0]!.label
    : items.map((item) => `${item.label} (${formatCurrency(item.cents)})`).join('; ');

/** Assembles a message: the greeting, the body, the closing line, in text and HTML alike. */
export function message(
  party: BillingMailParty,
  subject: string,
  body: { text: string[]; html: SafeHtml },
  attachments?: MailAttachment[],
): MailMessage {
  const text = [`Hi ${party.member.firstName},`, '', ...body.text, '', `Questions? Write to ${party.supportEmail}.`];
  const html = markup`<p>Hi ${party.member.firstName},</p>
    ${body.html}
    <p>Questions? Write to <a href="mailto:${party.supportEmail}">${party.supportEmail}</a>.</p>`;
  return { to: party.member.email, subject, text: text.join('\n'), html: html.value, attachments };
}

/** Label and value rows, as the receipts show them. */
export const table = (rows: [string, string][]) =>
  markup`<table>
    ${rows.map(([label, value]) => markup`<tr><th align="left">${label}</th><td>${value}</td></tr>`)}
  </table>`;

export function receiptMail(content: ReceiptMailContent): MailMessage {
  const rows: [string, string][] = [
    ['Paid for', paidForText(content.items)],
    ['Amount', formatCurrency(content.amountCents)],
    ['Card', content.card],
    ['Date', formatDay(content.paidAt)],
    ['Member number', String(content.member.memberNumber)],
    ['Receipt number', content.receiptNumber],
  ];
  const opening = RECEIPT_OPENINGS[content.kind];
  const file = content.attachment.filename;
  return message(
    content,
    `Your receipt from ${content.brandName}`,
    {
      text: [
        opening,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        `Attached: ${file}.`,
        `Your payments and receipts: ${content.billingUrl}`,
      ],
      html: markup`<p>${opening}</p>
        ${table(rows)}
        <p>Attached: ${file}.</p>
        <p><a href="${content.billingUrl}">Your payments and receipts</a></p>`,
    },
    [content.attachment],
  );
}

export function paymentFailedMail(content: PaymentFailedMailContent): MailMessage {
  const due = formatCurrency(content.amountDueCents);
  const next = content.suspended
    ? 'Your membership is suspended: check-in is refused until the balance is paid.'
    : content.retryDays.length > 0
      ? `We will try your card again on ${inWords(content.retryDays.map(formatCalendarDate))}. If the last try is ` +
        'declined too, your membership will be suspended and check-in refused until the balance is paid.'
      : 'We will try your card again automatically.';
  const opening = `We could not charge your card for your ${content.brandName} membership dues: "${content.decline}"`;
  const action = 'Pay now or change your card (a new primary card is charged at once)';
  return message(content, PAYMENT_FAILED_SUBJECT, {
    text: [opening, '', `Amount due: ${due}`, '', `What happens next: ${next}`, '', `${action}:`, content.billingUrl],
    html: markup`<p>${opening}</p>
      ${table([['Amount due', due]])}
      <p><strong>What happens next:</strong> ${next}</p>
      <p><a href="${content.billingUrl}">${action}</a></p>`,
  });
}

export function suspendedMail(content: SuspendedMailContent): MailMessage {
  const due = formatCurrency(content.amountDueCents);
  const tried = content.decline
    ? `We tried your card again and the payment didn't go through: "${content.decline}"`
    : "We tried your card again and the payment didn't go through.";
  const state =
    `Your ${content.brandName} membership is now suspended: check-in is refused until your balance of ${due} ` +
    'is paid. Once it is paid, your membership is restored at once.';
  const action = 'Pay the balance or change your card';
  return message(content, `Your ${content.brandName} membership is suspended`, {
    text: [tried, '', state, '', `${action}:`, content.billingUrl],
    html: markup`<p>${tried}</p>
      <p>${state}</p>
      <p><a href="${content.billingUrl}">${action}</a></p>`,
  });
}

export function cardExpiringMail(content: CardExpiringMailContent): MailMessage {
  const expiry = `${String(content.expMonth).padStart(2, '0')}/${content.expYear}`;
  const charge =
    content.duesCents === null ? '' : `, when your monthly dues of ${formatCurrency(content.duesCents)} are charged`;
  const state =
    `Your primary card, ${content.card}, expires at the end of ${expiry}: before your next billing day, ` +
    `${formatCalendarDate(content.billingDay)}${charge}.`;
  const action = 'Add a new card so that your membership stays paid';
  return message(content, `Your card on file expires soon`, {
    text: [state, '', `${action}:`, content.billingUrl],
    html: markup`<p>${state}</p>
      <p><a href="${content.billingUrl}">${action}</a></p>`,
  });
}
