import { z } from 'zod';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailMessage } from '../../../providers/mail';
import { button, keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { type BillingMailParty, message } from '../billing-run/billing-mail';

/**
 * The e-mails of a cancellation (docs/decisions/0028): its confirmation with the last day and the last charge (or
 * the refund of a cancellation in the five business days), and its withdrawal. Each tells what its notice's
 * `details` recorded when it happened.
 */

export type CancellationNoticeKind = 'cancellation' | 'cancellation-withdrawn';

const cancellationDetails = z.object({
  reference: z.string(),
  noticeDate: z.string(),
  lastDay: z.string(),
  coolingOff: z.boolean(),
  lastChargeDate: z.string().nullable(),
  lastChargeCents: z.number().int().nullable(),
  refundCents: z.number().int(),
});

const withdrawnDetails = z.object({ reference: z.string(), nextBillingDay: z.string() });

export interface CancellationMailParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`. */
  membershipUrl: string;
}

/** The e-mail of a cancellation notice; throws when its details are not what the kind records. */
export function cancellationMail(
  kind: CancellationNoticeKind,
  details: unknown,
  party: CancellationMailParty,
): Promise<MailMessage> {
  return kind === 'cancellation'
    ? cancelled(cancellationDetails.parse(details), party)
    : withdrawn(withdrawnDetails.parse(details), party);
}

const manage = (party: CancellationMailParty) => button(party.membershipUrl, 'Manage membership');

function cancelled(details: z.infer<typeof cancellationDetails>, party: CancellationMailParty): Promise<MailMessage> {
  const lastDay = formatCalendarDate(details.lastDay);
  const rows: [string, string][] = [
    ['Reference', details.reference],
    ['Notice given', formatCalendarDate(details.noticeDate)],
    ['Last day of membership', lastDay],
  ];
  if (details.coolingOff) {
    rows.push(['Refunded to your card', formatCurrency(details.refundCents)]);
  } else {
    rows.push([
      'Last charge',
      details.lastChargeDate && details.lastChargeCents !== null
        ? `${formatCurrency(details.lastChargeCents)} on ${formatCalendarDate(details.lastChargeDate)}; none after it`
        : 'None: no further charges',
    ]);
  }
  const opening = details.coolingOff
    ? `Your ${party.brandName} membership is cancelled within five business days of signing, as your agreement ` +
      'allows: it has ended today and every payment you made is refunded to your card.'
    : `We have received your notice: your ${party.brandName} membership is cancelled and ends on ${lastDay}. ` +
      'The last month you paid when you joined covers your final month. You can keep using the clubs until then.';
  const after = details.coolingOff
    ? 'Refunds usually reach your account within 5 to 10 business days.'
    : 'Changed your mind? You can withdraw the cancellation until your last day:';
  return message(party, `Your membership is cancelled (${details.reference})`, {
    heading: 'Your membership is cancelled',
    text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', after, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(after)}${manage(party)}`,
  });
}

function withdrawn(details: z.infer<typeof withdrawnDetails>, party: CancellationMailParty): Promise<MailMessage> {
  const state =
    `Your cancellation ${details.reference} is withdrawn: your ${party.brandName} membership goes on as before, ` +
    `and your monthly dues are charged as usual, next on ${formatCalendarDate(details.nextBillingDay)}.`;
  return message(party, `Your cancellation is withdrawn (${details.reference})`, {
    heading: 'Your cancellation is withdrawn',
    text: [state, '', 'Your membership:', party.membershipUrl],
    html: markup`${paragraph(state)}${manage(party)}`,
  });
}
