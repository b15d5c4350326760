import { PDFDocument } from 'pdf-lib';
import { formatCurrency } from '@gym/contracts/money';
import { type Purchase, describeTerm, formatCalendarDate, formatInstant, totalCents } from './format';
import { FlowWriter, standardFonts } from './text-layout';

export interface ReceiptInput {
  brandName: string;
  /** Shown as the contact for questions, when given. */
  supportEmail?: string;
  receiptNumber: string;
  paidAt: Date;
  member: { name: string; email: string };
  clubName?: string;
  /** The plan's item name, e.g. 'Oakland Monthly Membership'. */
  planItemName: string;
  purchase: Purchase;
  card: { type: string; last4: string };
}

/** The receipt for a join's first payment (docs/decisions/0008): one page, PDF bytes. */
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
  writer.rows([
    ['Member', input.member.name],
    ['E-mail', input.member.email],
  ]);

  const { purchase } = input;
  writer.heading('Purchase');
  const item: [string, string][] = [['Plan', input.planItemName]];
  if (input.clubName) item.push(['Club', input.clubName]);
  writer.rows(
    purchase.kind === 'membership'
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
        ],
    { boldLast: true },
  );

  writer.heading('Payment method');
  writer.rows([['Card', `${input.card.type} ending in ${input.card.last4}`]]);
  writer.space(16);
  writer.rule(10);
  writer.text(
    purchase.kind === 'membership'
      ? `Amounts in US dollars. Your monthly dues of ${formatCurrency(purchase.monthlyCents)} are charged on the 1st of every month, starting next month.`
      : 'Amounts in US dollars.',
    { size: 9, gray: true, after: 2 },
  );
  if (input.supportEmail) writer.text(`Questions? Write to ${input.supportEmail}.`, { size: 9, gray: true });
  writer.footers(`${input.brandName} receipt ${input.receiptNumber} - ${formatCurrency(totalCents(purchase))}`);
  return document.save();
}
