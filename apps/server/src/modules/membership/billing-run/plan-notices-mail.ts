import { z } from 'zod';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailMessage } from '../../../providers/mail';
import { keyValueTable, link, paragraph } from '../../../providers/mail/mail-blocks';
import { type BillingMailParty, message } from './billing-mail';

/**
 * The notices the agreement and California's automatic-renewal law require of a monthly membership
 * (docs/decisions/0028): the yearly reminder on the join's anniversary, and a plan's price change told at least
 * 30 days before it is billed. Each tells what its notice's `details` recorded when it was written.
 */

export interface PlanNoticeParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`: where the member cancels online. */
  membershipUrl: string;
}

const anniversaryDetails = z.object({
  planName: z.string(),
  priceCents: z.number().int(),
  years: z.number().int().positive(),
});

const priceChangeDetails = z.object({
  planName: z.string(),
  oldPriceCents: z.number().int(),
  newPriceCents: z.number().int(),
  /** The first billing day at the new price (YYYY-MM-01). */
  billingDay: z.string(),
});

const BILLED_MONTHLY = 'Charged monthly, on the 1st, to your card on file';
const cancelOnline = (brandName: string) =>
  `You can cancel your ${brandName} membership online at any time, on your membership page:`;
const perMonth = (cents: number) => `${formatCurrency(cents)} a month`;
/** The law's plain statement of how to cancel, with the page's address written out as its link. */
const cancelParagraph = (cancel: string, party: PlanNoticeParty) =>
  paragraph(markup`${cancel} ${link(party.membershipUrl, party.membershipUrl)}`);

/** The reminder of a membership's terms on the anniversary of the join. */
export function anniversaryMail(details: unknown, party: PlanNoticeParty): Promise<MailMessage> {
  const { planName, priceCents, years } = anniversaryDetails.parse(details);
  const opening =
    `Thank you for ${years === 1 ? 'a year' : `${years} years`} with ${party.brandName}! ` +
    'Once a year we remind you of what your membership costs and how to cancel it.';
  const rows: [string, string][] = [
    ['Plan', planName],
    ['Price', perMonth(priceCents)],
    ['Billing', BILLED_MONTHLY],
  ];
  const cancel = cancelOnline(party.brandName);
  return message(party, `Your ${party.brandName} membership: your yearly reminder`, {
    heading: 'Your yearly reminder',
    text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', cancel, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${cancelParagraph(cancel, party)}`,
  });
}

/** A plan's new monthly price, told before its first billing day. */
export function priceChangeMail(details: unknown, party: PlanNoticeParty): Promise<MailMessage> {
  const { planName, oldPriceCents, newPriceCents, billingDay } = priceChangeDetails.parse(details);
  const from = formatCalendarDate(billingDay);
  const opening =
    `The price of your ${planName} changes from ${perMonth(oldPriceCents)} to ${perMonth(newPriceCents)}, ` +
    `starting with the dues charged on ${from}.`;
  const rows: [string, string][] = [
    ['Plan', planName],
    ['Price until then', perMonth(oldPriceCents)],
    [`Price from ${from}`, perMonth(newPriceCents)],
    ['Billing', BILLED_MONTHLY],
  ];
  const nothingToDo = 'You do not need to do anything to keep your membership.';
  const cancel = cancelOnline(party.brandName);
  return message(party, `Your ${party.brandName} membership price changes on ${from}`, {
    heading: `Your membership price changes on ${from}`,
    text: [
      opening,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      nothingToDo,
      cancel,
      party.membershipUrl,
    ],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(nothingToDo)}${cancelParagraph(cancel, party)}`,
  });
}
