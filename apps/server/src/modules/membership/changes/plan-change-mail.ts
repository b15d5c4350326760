import { z } from 'zod';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailAttachment, MailMessage } from '../../../providers/mail';
import { button, keyValueTable, paragraph } from '../../../providers/mail/mail-blocks';
import { type BillingMailParty, message } from '../billing-run/billing-mail';

/**
 * The e-mails of a change of plan or club (docs/decisions/0028): applied (an upgrade, charged today) or scheduled
 * (from the next billing day), each with the updated agreement the member signed; and a scheduled one withdrawn.
 * Each tells what its notice's `details` recorded when it happened.
 */

export type PlanChangeNoticeKind = 'plan-change' | 'plan-change-withdrawn';

export const planChangeMailDetails = z.object({
  changeId: z.string(),
  reference: z.string(),
  status: z.enum(['applied', 'scheduled', 'withdrawn']),
  planName: z.string(),
  clubName: z.string(),
  priceCents: z.number().int(),
  effectiveDate: z.string(),
  chargedCents: z.number().int(),
  agreementId: z.string().nullable(),
});
export type PlanChangeMailDetails = z.infer<typeof planChangeMailDetails>;

export interface PlanChangeMailParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`. */
  membershipUrl: string;
}

/** The e-mail of a plan-change notice; the agreement is attached to a confirmation. */
export function planChangeMail(
  kind: PlanChangeNoticeKind,
  details: PlanChangeMailDetails,
  party: PlanChangeMailParty,
  agreement: MailAttachment | null,
): Promise<MailMessage> {
  const plan = `${details.planName} at ${details.clubName}`;
  const dues = `${formatCurrency(details.priceCents)} a month, charged on the 1st of every month`;
  const from = formatCalendarDate(details.effectiveDate);
  const manage = button(party.membershipUrl, 'Manage membership');
  if (kind === 'plan-change-withdrawn') {
    const state =
      `Your scheduled change ${details.reference} to ${plan} is withdrawn: your membership stays as it is and ` +
      'your monthly dues are charged as before.';
    return message(party, `Your plan change is withdrawn (${details.reference})`, {
      heading: 'Your plan change is withdrawn',
      text: [state, '', 'Your membership:', party.membershipUrl],
      html: markup`${paragraph(state)}${manage}`,
    });
  }
  const applied = details.status === 'applied';
  const rows: [string, string][] = [
    ['Reference', details.reference],
    ['Plan', plan],
    ['Monthly dues', dues],
    ['Takes effect', from],
    ...(applied
      ? ([['Charged today', `${formatCurrency(details.chargedCents)} (the difference for the rest of this month)`]] as [
          string,
          string,
        ][])
      : []),
  ];
  const opening = applied
    ? `Your ${party.brandName} membership is changed: you are on ${plan} from today.`
    : `Your change of plan is scheduled: from ${from} you will be on ${plan}. Until then nothing changes, and ` +
      'you can withdraw it from your membership page.';
  const file = agreement ? [`Attached: your updated membership agreement, ${agreement.filename}.`] : [];
  return message(
    party,
    applied
      ? `Your membership is changed (${details.reference})`
      : `Your plan change is scheduled (${details.reference})`,
    {
      heading: applied ? 'Your membership is changed' : 'Your plan change is scheduled',
      text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...file, party.membershipUrl],
      html: markup`${paragraph(opening)}${keyValueTable(rows)}${file.map(paragraph)}${manage}`,
    },
    agreement ? [agreement] : undefined,
  );
}
