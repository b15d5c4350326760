import { formatCurrency } from '@gym/contracts/money';
import { type SafeHtml, markup } from '../../../lib/html';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, keyValueTable, note, paragraph } from '../../../providers/mail/mail-blocks';
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

/** What a member's e-mail says in its footer about why it came. */
export const memberMailReason = (brandName: string) =>
  `You received this e-mail because you have a ${brandName} membership.`;

/**
 * Assembles a message in the brand's layout: the greeting, the body, the closing line in the text; the greeting and
 * the body in the HTML, whose footer says the closing line. The body's first text line is the inbox preview.
 */
export function message(
  party: BillingMailParty,
  subject: string,
  body: { heading: string; text: string[]; html: SafeHtml; reason?: string },
  attachments?: MailAttachment[],
): Promise<MailMessage> {
  return brandedMail({
    brandName: party.brandName,
    supportEmail: party.supportEmail,
    to: party.member.email,
    subject,
    heading: body.heading,
    preview: body.text[0] ?? body.heading,
    text: [`Hi ${party.member.firstName},`, '', ...body.text, '', `Questions? Write to ${party.supportEmail}.`],
    html: markup`${paragraph(`Hi ${party.member.firstName},`)}${body.html}`,
    reason: body.reason ?? memberMailReason(party.brandName),
    attachments,
  });
}

export function receiptMail(content: ReceiptMailContent): Promise<MailMessage> {
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
      heading: 'Your receipt',
      text: [
        opening,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        `Attached: ${file}.`,
        `Your payments and receipts: ${content.billingUrl}`,
      ],
      html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(`Attached: ${file}.`)}${button(
        content.billingUrl,
        'Your payments and receipts',
      )}`,
    },
    [content.attachment],
  );
}

export function paymentFailedMail(content: PaymentFailedMailContent): Promise<MailMessage> {
  const due = formatCurrency(content.amountDueCents);
  const next = content.suspended
    ? 'Your membership is suspended: check-in is refused until the balance is paid.'
    : content.retryDays.length > 0
      ? `We will try your card again on ${inWords(content.retryDays.map(formatCalendarDate))}. If the last try is ` +
        'declined too, your membership will be suspended and check-in refused until the balance is paid.'
      : 'We will try your card again automatically.';
  const opening = `We could not charge your card for your ${content.brandName} membership dues: "${content.decline}"`;
  const action = 'Pay now or change your card';
  const atOnce = 'a new primary card is charged at once';
  return message(content, PAYMENT_FAILED_SUBJECT, {
    heading: PAYMENT_FAILED_SUBJECT,
    text: [
      opening,
      '',
      `Amount due: ${due}`,
      '',
      `What happens next: ${next}`,
      '',
      `${action} (${atOnce}):`,
      content.billingUrl,
    ],
    html: markup`${paragraph(opening)}${keyValueTable([['Amount due', due]])}${paragraph(
      markup`<strong>What happens next:</strong> ${next}`,
    )}${button(content.billingUrl, action)}${note(`A new primary card is charged at once.`)}`,
  });
}

export function suspendedMail(content: SuspendedMailContent): Promise<MailMessage> {
  const due = formatCurrency(content.amountDueCents);
  const tried = content.decline
    ? `We tried your card again and the payment didn't go through: "${content.decline}"`
    : "We tried your card again and the payment didn't go through.";
  const state =
    `Your ${content.brandName} membership is now suspended: check-in is refused until your balance of ${due} ` +
    'is paid. Once it is paid, your membership is restored at once.';
  const action = 'Pay the balance or change your card';
  return message(content, `Your ${content.brandName} membership is suspended`, {
    heading: 'Your membership is suspended',
    text: [tried, '', state, '', `${action}:`, content.billingUrl],
    html: markup`${paragraph(tried)}${paragraph(state)}${button(content.billingUrl, action)}`,
  });
}

export function cardExpiringMail(content: CardExpiringMailContent): Promise<MailMessage> {
  const expiry = `${String(content.expMonth).padStart(2, '0')}/${content.expYear}`;
  const charge =
    content.duesCents === null ? '' : `, when your monthly dues of ${formatCurrency(content.duesCents)} are charged`;
  const state =
    `Your primary card, ${content.card}, expires at the end of ${expiry}: before your next billing day, ` +
    `${formatCalendarDate(content.billingDay)}${charge}.`;
  const action = 'Add a new card so that your membership stays paid';
  return message(content, 'Your card on file expires soon', {
    heading: 'Your card on file expires soon',
    text: [state, '', `${action}:`, content.billingUrl],
    html: markup`${paragraph(state)}${paragraph(`${action}:`)}${button(content.billingUrl, 'Add a new card')}`,
  });
}
