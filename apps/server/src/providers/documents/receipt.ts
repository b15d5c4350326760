import { PDFDocument } from 'pdf-lib';
import { INTL_LOCALE, type Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { type MessageValues, defineCatalog } from '../../lib/i18n/translator';
import { type Purchase, describeTerm, formatCalendarDate, formatInstant, totalCents } from './format';
import { FlowWriter, standardFonts } from './text-layout';

const receiptText = defineCatalog(
  {
    'documents.receipt.title': '{brand} receipt {number}',
    'documents.receipt.heading': 'Payment receipt',
    'documents.receipt.number': 'Receipt number',
    'documents.receipt.date': 'Date',
    'documents.receipt.billedTo': 'Billed to',
    'documents.receipt.member': 'Member',
    'documents.receipt.email': 'E-mail',
    'documents.receipt.memberNumber': 'Member number',
    'documents.receipt.purchase': 'Purchase',
    'documents.receipt.paymentFor': 'Payment for',
    'documents.receipt.paymentMethod': 'Payment method',
    'documents.receipt.card': 'Card',
    'documents.receipt.cardValue': '{type} ending in {last4}',
    'documents.receipt.dollarsDues':
      'Amounts in US dollars. Your monthly dues of {dues} are charged on the 1st of every month, starting next month.',
    'documents.receipt.dollars': 'Amounts in US dollars.',
    'documents.receipt.questions': 'Questions? Write to {email}.',
    'documents.receipt.footer': '{brand} receipt {number} - {total}',
    'documents.receipt.plan': 'Plan',
    'documents.receipt.club': 'Club',
    'documents.receipt.startDate': 'Start date',
    'documents.receipt.monthlyDues': 'Monthly dues',
    'documents.receipt.proratedDues': 'Prorated 1st month dues',
    'documents.receipt.lastMonthDues': 'Last month dues',
    'documents.receipt.totalPaid': 'Total paid',
    'documents.receipt.valid': 'Valid',
    'documents.receipt.passPrice': 'Pass price',
  },
  {
    'documents.receipt.title': 'Recibo de {brand} {number}',
    'documents.receipt.heading': 'Recibo de pago',
    'documents.receipt.number': 'Número de recibo',
    'documents.receipt.date': 'Fecha',
    'documents.receipt.billedTo': 'Facturado a',
    'documents.receipt.member': 'Miembro',
    'documents.receipt.email': 'Correo electrónico',
    'documents.receipt.memberNumber': 'Número de miembro',
    'documents.receipt.purchase': 'Compra',
    'documents.receipt.paymentFor': 'Pago de',
    'documents.receipt.paymentMethod': 'Método de pago',
    'documents.receipt.card': 'Tarjeta',
    'documents.receipt.cardValue': '{type} terminada en {last4}',
    'documents.receipt.dollarsDues':
      'Montos en dólares estadounidenses. Su cuota mensual de {dues} se cobra el día 1 de cada mes, a partir del ' +
      'próximo mes.',
    'documents.receipt.dollars': 'Montos en dólares estadounidenses.',
    'documents.receipt.questions': '¿Tiene preguntas? Escríbanos a {email}.',
    'documents.receipt.footer': 'Recibo de {brand} {number} - {total}',
    'documents.receipt.plan': 'Plan',
    'documents.receipt.club': 'Club',
    'documents.receipt.startDate': 'Fecha de inicio',
    'documents.receipt.monthlyDues': 'Cuota mensual',
    'documents.receipt.proratedDues': 'Cuota prorrateada del primer mes',
    'documents.receipt.lastMonthDues': 'Cuota del último mes',
    'documents.receipt.totalPaid': 'Total pagado',
    'documents.receipt.valid': 'Válido',
    'documents.receipt.passPrice': 'Precio del pase',
  },
);

type ReceiptTextId = Parameters<typeof receiptText.t>[1];
type Say = (id: ReceiptTextId, values?: MessageValues) => string;

/** One line of what a payment on the member's account paid for, e.g. 'Monthly dues, December 2026'. */
export interface ReceiptItem {
  label: string;
  cents: number;
}

/** A payment on the member's account (autopay or one they made): what it paid for, line by line. */
export interface AccountPayment {
  kind: 'payment';
  items: ReceiptItem[];
}

interface ReceiptParty {
  /** The member's language (docs/decisions/0039): the receipt's words and dates; money is the same in both. */
  locale?: Locale;
  brandName: string;
  /** Shown as the contact for questions, when given. */
  supportEmail?: string;
  receiptNumber: string;
  paidAt: Date;
  member: { name: string; email: string; memberNumber?: string };
  clubName?: string;
  card: { type: string; last4: string };
}

/** A join's first payment: the plan bought and its dues or pass price. */
export interface JoinReceiptInput extends ReceiptParty {
  /** The plan's item name, e.g. 'Oakland Month to Month'. */
  planItemName: string;
  purchase: Purchase;
}

export interface PaymentReceiptInput extends ReceiptParty {
  purchase: AccountPayment;
}

export type ReceiptInput = JoinReceiptInput | PaymentReceiptInput;

/** The receipt number printed on a charge's receipt: the member and the charge, e.g. 'R-200001-1A2B3C4D'. */
export const receiptNumberOf = (memberNumber: number, chargeId: string) =>
  `R-${memberNumber}-${chargeId.slice(0, 8).toUpperCase()}`;

const paymentTotal = (payment: AccountPayment) => payment.items.reduce((sum, item) => sum + item.cents, 0);

/**
 * A charge's receipt (docs/decisions/0008): one page, PDF bytes. The join's shows the plan bought; a payment on
 * the account (dues by autopay, a balance payment) shows what it paid for in the same style.
 */
export async function generateReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'en';
  const t: Say = (id, values) => receiptText.t(locale, id, values);
  const document = await PDFDocument.create();
  document.setTitle(t('documents.receipt.title', { brand: input.brandName, number: input.receiptNumber }));
  document.setAuthor(input.brandName);
  if (locale !== 'en') document.setLanguage(INTL_LOCALE[locale]);
  document.setCreationDate(input.paidAt);
  document.setModificationDate(input.paidAt);
  const writer = new FlowWriter(document, await standardFonts(document));

  writer.text(input.brandName, { size: 20, bold: true, after: 2 });
  writer.text(t('documents.receipt.heading'), { size: 14, after: 10 });
  writer.rows([
    [t('documents.receipt.number'), input.receiptNumber],
    [t('documents.receipt.date'), formatInstant(input.paidAt, locale)],
  ]);
  writer.space(8);
  writer.rule(10);

  writer.heading(t('documents.receipt.billedTo'), { before: 0 });
  const billedTo: [string, string][] = [
    [t('documents.receipt.member'), input.member.name],
    [t('documents.receipt.email'), input.member.email],
  ];
  if (input.member.memberNumber) billedTo.push([t('documents.receipt.memberNumber'), input.member.memberNumber]);
  writer.rows(billedTo);

  const total = 'planItemName' in input ? totalCents(input.purchase) : paymentTotal(input.purchase);
  writer.heading('planItemName' in input ? t('documents.receipt.purchase') : t('documents.receipt.paymentFor'));
  // Spanish labels are longer ('Cuota prorrateada del primer mes'): a wider label column keeps them on one line.
  if ('planItemName' in input) {
    writer.rows(joinRows(input, t, locale), { boldLast: true, ...(locale === 'en' ? {} : { labelWidth: 200 }) });
  }
  // An item's label is a sentence ('Monthly dues, December 2026'): a wider label column keeps it on one line.
  else writer.rows(paymentRows(input, t), { boldLast: true, labelWidth: 300 });

  writer.heading(t('documents.receipt.paymentMethod'));
  writer.rows([
    [t('documents.receipt.card'), t('documents.receipt.cardValue', { type: input.card.type, last4: input.card.last4 })],
  ]);
  writer.space(16);
  writer.rule(10);
  writer.text(
    'planItemName' in input && input.purchase.kind === 'membership'
      ? t('documents.receipt.dollarsDues', { dues: formatCurrency(input.purchase.monthlyCents) })
      : t('documents.receipt.dollars'),
    { size: 9, gray: true, after: 2 },
  );
  if (input.supportEmail) {
    writer.text(t('documents.receipt.questions', { email: input.supportEmail }), { size: 9, gray: true });
  }
  writer.footers(
    t('documents.receipt.footer', {
      brand: input.brandName,
      number: input.receiptNumber,
      total: formatCurrency(total),
    }),
    locale,
  );
  return document.save();
}

function joinRows(input: JoinReceiptInput, t: Say, locale: Locale): [string, string][] {
  const { purchase } = input;
  const item: [string, string][] = [[t('documents.receipt.plan'), input.planItemName]];
  if (input.clubName) item.push([t('documents.receipt.club'), input.clubName]);
  return purchase.kind === 'membership'
    ? [
        ...item,
        [t('documents.receipt.startDate'), formatCalendarDate(purchase.startDate, locale)],
        [t('documents.receipt.monthlyDues'), formatCurrency(purchase.monthlyCents)],
        [t('documents.receipt.proratedDues'), formatCurrency(purchase.proratedCents)],
        [t('documents.receipt.lastMonthDues'), formatCurrency(purchase.lastMonthCents)],
        [t('documents.receipt.totalPaid'), formatCurrency(purchase.totalCents)],
      ]
    : [
        ...item,
        [t('documents.receipt.valid'), describeTerm(purchase, locale)],
        [t('documents.receipt.passPrice'), formatCurrency(purchase.priceCents)],
        [t('documents.receipt.totalPaid'), formatCurrency(purchase.priceCents)],
      ];
}

function paymentRows(input: PaymentReceiptInput, t: Say): [string, string][] {
  const rows: [string, string][] = input.clubName ? [[t('documents.receipt.club'), input.clubName]] : [];
  for (const item of input.purchase.items) rows.push([item.label, formatCurrency(item.cents)]);
  rows.push([t('documents.receipt.totalPaid'), formatCurrency(paymentTotal(input.purchase))]);
  return rows;
}
