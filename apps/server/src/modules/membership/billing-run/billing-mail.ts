import type { Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { type SafeHtml, markup } from '../../../lib/html';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, keyValueTable, note, paragraph } from '../../../providers/mail/mail-blocks';
import { inWords, mailText, textRows } from '../../../providers/mail/mail-text';
import { type ReceiptItem, formatCalendarDate } from '../../../providers/documents';
import { formatDay } from '../../../providers/documents/format';
import type { ChargeKind } from '../../../db/schema';
import type { MailAttachment, MailMessage } from '../../../providers/mail';

import { billingMailText } from './billing-mail-text';

/** The billing engine's e-mails (docs/decisions/0027): a receipt, a declined payment, a suspension, a card expiring. */

/** Who and where every billing e-mail names. */
export interface BillingMailParty {
  /** The member's language (their account's, docs/decisions/0039): the e-mail is written in it. */
  locale?: Locale;
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

/** The subject of a declined payment's e-mail, in English. */
export const PAYMENT_FAILED_SUBJECT = billingMailText.t('en', 'mail.billing.failed.subject');

const RECEIPT_OPENINGS = {
  autopay: 'mail.billing.receipt.opening.autopay',
  payment: 'mail.billing.receipt.opening.payment',
  join: 'mail.billing.receipt.opening.join',
  'plan-change': 'mail.billing.receipt.opening.planChange',
  'training-pack': 'mail.billing.receipt.opening.trainingPack',
} as const satisfies Record<ReceiptMailContent['kind'], string>;

const paidForText = (items: ReceiptItem[], locale: Locale) =>
  items.length === 1
    ? items[0]!.label
    : items
        .map((item) =>
          billingMailText.t(locale, 'mail.billing.receipt.item', {
            label: item.label,
            amount: formatCurrency(item.cents),
          }),
        )
        .join('; ');

/** What a member's e-mail says in its footer about why it came. */
export const memberMailReason = (brandName: string, locale: Locale = 'en') =>
  mailText.t(locale, 'mail.memberReason', { brand: brandName });

/**
 * Assembles a message in the brand's layout: the greeting, the body, the closing line in the text; the greeting and
 * the body in the HTML, whose footer says the closing line. The body's first text line is the inbox preview. All
 * in the party's language.
 */
export function message(
  party: BillingMailParty,
  subject: string,
  body: { heading: string; text: string[]; html: SafeHtml; reason?: string },
  attachments?: MailAttachment[],
): Promise<MailMessage> {
  const locale = party.locale ?? 'en';
  const greeting = mailText.t(locale, 'mail.hi', { name: party.member.firstName });
  return brandedMail({
    locale,
    brandName: party.brandName,
    supportEmail: party.supportEmail,
    to: party.member.email,
    subject,
    heading: body.heading,
    preview: body.text[0] ?? body.heading,
    text: [greeting, '', ...body.text, '', mailText.t(locale, 'mail.questions', { email: party.supportEmail })],
    html: markup`${paragraph(greeting)}${body.html}`,
    reason: body.reason ?? memberMailReason(party.brandName, locale),
    attachments,
  });
}

export function receiptMail(content: ReceiptMailContent): Promise<MailMessage> {
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof billingMailText.t>[1], values?: Record<string, string>) =>
    billingMailText.t(locale, id, values);
  const rows: [string, string][] = [
    [t('mail.billing.receipt.paidFor'), paidForText(content.items, locale)],
    [t('mail.billing.receipt.amount'), formatCurrency(content.amountCents)],
    [t('mail.billing.receipt.card'), content.card],
    [t('mail.billing.receipt.date'), formatDay(content.paidAt, locale)],
    [t('mail.billing.receipt.memberNumber'), String(content.member.memberNumber)],
    [t('mail.billing.receipt.receiptNumber'), content.receiptNumber],
  ];
  const opening = t(RECEIPT_OPENINGS[content.kind]);
  const attached = mailText.t(locale, 'mail.attached', { files: content.attachment.filename });
  return message(
    content,
    t('mail.billing.receipt.subject', { brand: content.brandName }),
    {
      heading: t('mail.billing.receipt.heading'),
      text: [
        opening,
        '',
        ...textRows(rows, locale),
        '',
        attached,
        t('mail.billing.receipt.yourPaymentsLink', { url: content.billingUrl }),
      ],
      html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(attached)}${button(
        content.billingUrl,
        t('mail.billing.receipt.yourPayments'),
      )}`,
    },
    [content.attachment],
  );
}

export function paymentFailedMail(content: PaymentFailedMailContent): Promise<MailMessage> {
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof billingMailText.t>[1], values?: Record<string, string>) =>
    billingMailText.t(locale, id, values);
  const due = formatCurrency(content.amountDueCents);
  const next = content.suspended
    ? t('mail.billing.failed.suspended')
    : content.retryDays.length > 0
      ? t('mail.billing.failed.retryOn', {
          days: inWords(
            content.retryDays.map((day) => formatCalendarDate(day, locale)),
            locale,
          ),
        })
      : t('mail.billing.failed.retry');
  const opening = t('mail.billing.failed.opening', { brand: content.brandName, decline: content.decline });
  const action = t('mail.billing.failed.action');
  const atOnce = t('mail.billing.failed.atOnce');
  const subject = t('mail.billing.failed.subject');
  return message(content, subject, {
    heading: subject,
    text: [
      opening,
      '',
      t('mail.billing.failed.amountDueLine', { amount: due }),
      '',
      t('mail.billing.failed.nextLine', { next }),
      '',
      t('mail.billing.failed.actionLine', { action, atOnce }),
      content.billingUrl,
    ],
    html: markup`${paragraph(opening)}${keyValueTable([[t('mail.billing.failed.amountDue'), due]])}${paragraph(
      markup`<strong>${t('mail.billing.failed.next')}</strong> ${next}`,
    )}${button(content.billingUrl, action)}${note(t('mail.billing.failed.atOnceNote'))}`,
  });
}

export function suspendedMail(content: SuspendedMailContent): Promise<MailMessage> {
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof billingMailText.t>[1], values?: Record<string, string>) =>
    billingMailText.t(locale, id, values);
  const due = formatCurrency(content.amountDueCents);
  const tried = content.decline
    ? t('mail.billing.suspended.triedBecause', { decline: content.decline })
    : t('mail.billing.suspended.tried');
  const state = t('mail.billing.suspended.state', { brand: content.brandName, due });
  const action = t('mail.billing.suspended.action');
  return message(content, t('mail.billing.suspended.subject', { brand: content.brandName }), {
    heading: t('mail.billing.suspended.heading'),
    text: [tried, '', state, '', t('mail.billing.actionLine', { action }), content.billingUrl],
    html: markup`${paragraph(tried)}${paragraph(state)}${button(content.billingUrl, action)}`,
  });
}

export function cardExpiringMail(content: CardExpiringMailContent): Promise<MailMessage> {
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof billingMailText.t>[1], values?: Record<string, string>) =>
    billingMailText.t(locale, id, values);
  const expiry = `${String(content.expMonth).padStart(2, '0')}/${content.expYear}`;
  const charge =
    content.duesCents === null ? '' : t('mail.billing.expiring.charge', { dues: formatCurrency(content.duesCents) });
  const state = t('mail.billing.expiring.state', {
    card: content.card,
    expiry,
    day: formatCalendarDate(content.billingDay, locale),
    charge,
  });
  const action = t('mail.billing.expiring.action');
  const subject = t('mail.billing.expiring.subject');
  return message(content, subject, {
    heading: subject,
    text: [state, '', t('mail.billing.actionLine', { action }), content.billingUrl],
    html: markup`${paragraph(state)}${paragraph(t('mail.billing.actionLine', { action }))}${button(
      content.billingUrl,
      t('mail.billing.expiring.button'),
    )}`,
  });
}
