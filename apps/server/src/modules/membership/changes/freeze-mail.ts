import { z } from 'zod';
import { formatCurrency } from '@gym/contracts/money';
import type { MailMessage } from '../../../providers/mail';
import { formatCalendarDate } from '../../../providers/documents';
import { markup } from '../../../lib/html';
import { periodName } from '../billing-run/billing-calendar';
import { button, keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { type BillingMailParty, message } from '../billing-run/billing-mail';

/**
 * The e-mails of a freeze (docs/decisions/0028): its confirmation, an unfreeze, and the reminder seven days
 * before billing resumes. Each tells what its notice's `details` recorded when it happened.
 */

export type FreezeNoticeKind = 'freeze' | 'unfreeze' | 'freeze-ending';

const freezeDetails = z.object({
  reference: z.string(),
  months: z.number().int(),
  firstPeriod: z.string(),
  lastPeriod: z.string(),
  feeCents: z.number().int(),
  resumesOn: z.string(),
});

const unfreezeDetails = z.object({
  reference: z.string(),
  outcome: z.enum(['withdrawn', 'ended']),
  /** The month the freeze ended in (its fee stays billed); null for a freeze withdrawn before it began. */
  lastPeriod: z.string().nullable(),
  feeCents: z.number().int(),
  resumesOn: z.string(),
});

const endingDetails = z.object({
  reference: z.string(),
  lastPeriod: z.string(),
  resumesOn: z.string(),
  duesCents: z.number().int(),
});

export interface FreezeMailParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`: where the member sees and changes their freeze. */
  membershipUrl: string;
}

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

/** The e-mail of a freeze notice; throws when its details are not what the kind records. */
export function freezeMail(kind: FreezeNoticeKind, details: unknown, party: FreezeMailParty): Promise<MailMessage> {
  switch (kind) {
    case 'freeze':
      return freezeConfirmed(freezeDetails.parse(details), party);
    case 'unfreeze':
      return unfrozen(unfreezeDetails.parse(details), party);
    case 'freeze-ending':
      return freezeEnding(endingDetails.parse(details), party);
  }
}

/** The main action of every freeze e-mail. */
const manage = (party: FreezeMailParty) => button(party.membershipUrl, 'Manage membership');

function freezeConfirmed(details: z.infer<typeof freezeDetails>, party: FreezeMailParty): Promise<MailMessage> {
  const frozen =
    details.firstPeriod === details.lastPeriod
      ? periodName(details.firstPeriod)
      : `${periodName(details.firstPeriod)} to ${periodName(details.lastPeriod)}`;
  const fee =
    details.feeCents === 0
      ? 'None'
      : `${formatCurrency(details.feeCents)} a month, charged on the 1st of each frozen month instead of your dues`;
  const rows: [string, string][] = [
    ['Reference', details.reference],
    ['Frozen', `${frozen} (${months(details.months)})`],
    ['Freeze fee', fee],
    ['Billing resumes', formatCalendarDate(details.resumesOn)],
  ];
  const opening = `Your ${party.brandName} membership freeze is confirmed.`;
  const meanwhile =
    'Check-in is paused while your membership is frozen. Changed your mind? You can unfreeze at any time.';
  return message(party, `Your membership freeze is confirmed (${details.reference})`, {
    heading: 'Your membership freeze is confirmed',
    text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', meanwhile, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(meanwhile)}${manage(party)}`,
  });
}

function unfrozen(details: z.infer<typeof unfreezeDetails>, party: FreezeMailParty): Promise<MailMessage> {
  const resumes = formatCalendarDate(details.resumesOn);
  const state =
    details.outcome === 'withdrawn' || details.lastPeriod === null
      ? `Your freeze ${details.reference} is withdrawn before it began: nothing is frozen and your monthly dues ` +
        `are charged as usual, next on ${resumes}.`
      : `Your freeze ${details.reference} has ended and your membership is active again: you can check in. ` +
        (details.feeCents > 0
          ? `The freeze fee of ${formatCurrency(details.feeCents)} for ${periodName(details.lastPeriod)} stays charged; `
          : '') +
        `your monthly dues resume on ${resumes}.`;
  return message(party, `Your membership is unfrozen (${details.reference})`, {
    heading: 'Your membership is unfrozen',
    text: [state, '', 'Your membership:', party.membershipUrl],
    html: markup`${paragraph(state)}${manage(party)}`,
  });
}

function freezeEnding(details: z.infer<typeof endingDetails>, party: FreezeMailParty): Promise<MailMessage> {
  const resumes = formatCalendarDate(details.resumesOn);
  const state =
    `Your membership freeze (${details.reference}) ends with ${periodName(details.lastPeriod)}. Billing resumes ` +
    `on ${resumes}: your monthly dues of ${formatCurrency(details.duesCents)} will be charged to your card on file, ` +
    'and you can check in again from that day.';
  return message(party, 'Your membership freeze ends soon', {
    heading: 'Your membership freeze ends soon',
    text: [state, '', 'We look forward to seeing you! Your membership:', party.membershipUrl],
    html: markup`${paragraph(state)}${paragraph('We look forward to seeing you!')}${manage(party)}`,
  });
}
