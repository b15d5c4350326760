import type { Faker } from '@faker-js/faker';
import { addDays, at, nextBillingDay, periodOf, periodsAfter } from './chain-calendar';
import type { ChainAttempt, ChainMember, ChainMonth, ChainOptions } from './chain-history';

/** When the history has the billing run post the dues and charge the cards: 03:00-03:29 on the club clock. */
const BILLING_HOUR = 3;

// How a month was collected: most on the first try; some recovered on the retry, some paid by the member after
// two declines; and a few active members past due or suspended now.
const COLLECTION_SHARE = {
  pastDueNow: 0.035,
  recovered: 0.05,
  paidThemselves: 0.02,
} as const;

/** The months the billing run posted for the member up to now, each with how it was collected. */
export function billedMonths(
  faker: Faker,
  member: ChainMember,
  options: ChainOptions,
  chance: (share: number) => boolean,
): ChainMonth[] {
  const { today } = options;
  const current = periodOf(today);
  const lastBilled =
    today > current || options.nowMinute >= BILLING_HOUR * 60 + 30 ? current : periodOf(addDays(today, -1));
  const months: ChainMonth[] = [];
  const periods = periodsAfter(member.joinedAt.day, lastBilled).filter(
    // The final month is paid by the last month prepaid at the join (docs/decisions/0028).
    (period) => member.endDate === null || member.endDate >= nextBillingDay(period),
  );
  const pastDueNow = member.status === 'active' && periods.at(-1) === current && chance(COLLECTION_SHARE.pastDueNow);
  for (const period of periods) {
    const frozen = member.freeze && member.freeze.firstPeriod <= period && period <= member.freeze.lastPeriod;
    const priceCents =
      member.planChange && period < member.planChange.effectiveDate
        ? member.planChange.fromPriceCents
        : member.priceCents;
    const amountCents = frozen ? options.freezeFeeCents : priceCents;
    if (amountCents === 0) continue;
    const charge = () => `ch_${faker.string.alphanumeric(16)}`;
    const billed = at(period, BILLING_HOUR, faker.number.int({ min: 0, max: 29 }));
    const attempts: ChainAttempt[] = [];
    const retry = (number: number, outcome: ChainAttempt['outcome']): ChainAttempt => ({
      round: `retry-${number}`,
      by: 'autopay',
      at: at(addDays(period, options.retryDays[number - 1]!), BILLING_HOUR, faker.number.int({ min: 0, max: 29 })),
      outcome,
      providerChargeId: charge(),
    });
    if (pastDueNow && period === current) {
      member.card.behaviour = 'decline';
      member.card.last4 = '0002';
      attempts.push({ round: 'first', by: 'autopay', at: billed, outcome: 'declined', providerChargeId: charge() });
      for (const [index, days] of options.retryDays.entries()) {
        if (addDays(period, days) > today) break;
        attempts.push(retry(index + 1, 'declined'));
      }
      member.pastDueSince = period;
      const retriesMade = attempts.length - 1;
      member.billingStatus = retriesMade === options.retryDays.length ? 'suspended' : 'past_due';
      if (member.billingStatus === 'suspended') member.suspendedAt = attempts.at(-1)!.at;
    } else if (period < current && chance(COLLECTION_SHARE.recovered)) {
      attempts.push({ round: 'first', by: 'autopay', at: billed, outcome: 'declined', providerChargeId: charge() });
      attempts.push(retry(1, 'succeeded'));
    } else if (period < current && chance(COLLECTION_SHARE.paidThemselves)) {
      attempts.push({ round: 'first', by: 'autopay', at: billed, outcome: 'declined', providerChargeId: charge() });
      attempts.push(retry(1, 'declined'));
      const paidOn = addDays(period, options.retryDays[0]! + faker.number.int({ min: 1, max: 3 }));
      attempts.push({
        round: null,
        by: 'member',
        at: at(paidOn, faker.number.int({ min: 7, max: 22 }), faker.number.int({ min: 0, max: 59 })),
        outcome: 'succeeded',
        providerChargeId: charge(),
        requestKey: faker.string.uuid(),
      });
    } else {
      attempts.push({ round: 'first', by: 'autopay', at: billed, outcome: 'succeeded', providerChargeId: charge() });
    }
    months.push({ period, kind: frozen ? 'freeze_fee' : 'dues', amountCents, attempts });
  }
  return months;
}
