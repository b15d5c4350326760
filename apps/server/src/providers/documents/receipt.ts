import { PDFDocument } from 'pdf-lib';
import { formatCurrency } from '@gym/contracts/money';
import { type Purchase, describeTerm, formatCalendarDate, formatInstant, totalCents } from './format';
import { FlowWriter, standardFonts } from './text-layout';

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
  const document = await PDFDocument.create();
  document.setTitle(`${input.brandName} receipt ${input.receiptNumber}`);
  document.setAuthor(input.brandName);
  document.setCreationDate(input.paidAt);
  document.setModificationDate(input.paidAt);
  const writer = new FlowWriter(document, await standardFonts(document));

  writer.text(input.brandName, { size: 20, bold: true, after: 2 });
  writer.text('Payment receipt', { size: 14, after: 10 });
  writer.rows([
    ['Receipt number', input.receiptNumber],
    ['Date', formatInstant(input.paidAt)],
  ]);
  writer.space(8);
  writer.rule(10);

  writer.heading('Billed to', { before: 0 });
  const billedTo: [string, string][] = [
    ['Member', input.member.name],
    ['E-mail', input.member.email],
  ];
  if (input.member.memberNumber) billedTo.push(['Member number', input.member.memberNumber]);
  writer.rows(billedTo);

  const total = 'planItemName' in input ? totalCents(input.purchase) : paymentTotal(input.purchase);
  writer.heading('planItemName' in input ? 'Purchase' : 'Payment for');
  if ('planItemName' in input) writer.rows(joinRows(input), { boldLast: true });
  // An item's label is a sentence ('Monthly dues, December 2026'): a wider label column keeps it on one line.
  else writer.rows(paymentRows(input), { boldLast: true, labelWidth: 300 });

  writer.heading('Payment method');
  writer.rows([['Card', `${input.card.type} ending in ${input.card.last4}`]]);
  writer.space(16);
  writer.rule(10);
  writer.text(
    'planItemName' in input && input.purchase.kind === 'membership'
      ? `Amounts in US dollars. Your monthly dues of ${formatCurrency(input.purchase.monthlyCents)} are charged on the 1st of every month, starting next month.`
      : 'Amounts in US dollars.',
    { size: 9, gray: true, after: 2 },
  );
  if (input.supportEmail) writer.text(`Questions? Write to ${input.supportEmail}.`, { size: 9, gray: true });
  writer.footers(`${input.brandName} receipt ${input.receiptNumber} - ${formatCurrency(total)}`);
  return document.save();
}

function joinRows(input: JoinReceiptInput): [string, string][] {
  const { purchase } = input;
  const item: [string, string][] = [['Plan', input.planItemName]];
  if (input.clubName) item.push(['Club', input.clubName]);
  return purchase.kind === 'membership'
    ? [
        ...item,
        ['Start date', formatCalendarDate(purchase.startDate)],
        ['Monthly dues', formatCurrency(purchase.monthlyCents)],
        ['Prorated 1st month dues', formatCurrency(purchase.proratedCents)],
        ['Last month dues', formatCurrency(purchase.lastMonthCents)],
        ['Total paid', formatCurrency(purchase.totalCents)],
      ]
    : [
        ...item,
        ['Valid', describeTerm(purchase)],
        ['Pass price', formatCurrency(purchase.priceCents)],
        ['Total paid', formatCurrency(purchase.priceCents)],
      ];
}

function paymentRows(input: PaymentReceiptInput): [string, string][] {
  const rows: [string, string][] = input.clubName ? [['Club', input.clubName]] : [];
  for (const item of input.purchase.items) rows.push([item.label, formatCurrency(item.cents)]);
  rows.push(['Total paid', formatCurrency(paymentTotal(input.purchase))]);
  return rows;
}
