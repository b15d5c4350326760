import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '../../modules/membership/changes/cancellation-rules';
import { CLUBS } from '../seed-data/clubs';
import { addDays, nextBillingDay, periodOf, weekdayOf } from './chain-calendar';
import { DEMO_CHAIN, demoChainHistory } from './chain-history';
import { VISIT_DAYS } from './chain-visits';

const OPTIONS = { today: '2027-03-16', nowMinute: 9 * 60, clubs: CLUBS, freezeFeeCents: 1000, retryDays: [3, 7] };
const chain = demoChainHistory(OPTIONS);

describe('the demo chain as generated', () => {
  it('is the same chain for the same day, and a believable one', () => {
    expect(demoChainHistory(OPTIONS)).toEqual(chain);
    expect(chain).toHaveLength(DEMO_CHAIN.members);
    expect(new Set(chain.map((member) => member.email)).size).toBe(chain.length);
    expect(new Set(chain.map((member) => member.clubId)).size).toBe(CLUBS.length);
    const share = (test: (member: (typeof chain)[number]) => unknown) => chain.filter(test).length / chain.length;
    expect(share((member) => member.cancellation)).toBeGreaterThan(0.1);
    expect(share((member) => member.freeze)).toBeGreaterThan(0.03);
    expect(share((member) => member.planChange)).toBeGreaterThan(0.02);
    expect(share((member) => member.billingStatus !== 'current')).toBeGreaterThan(0.01);
    expect(share((member) => member.locale === 'es')).toBeGreaterThan(0.05);
  });

  it('bills each month as the billing run would: after the join, never the final month, the fee when frozen', () => {
    for (const member of chain) {
      for (const month of member.months) {
        expect(month.period > member.joinedAt.day).toBe(true);
        expect(month.period <= periodOf(OPTIONS.today)).toBe(true);
        if (member.endDate) expect(member.endDate >= nextBillingDay(month.period)).toBe(true);
        const frozen =
          member.freeze && member.freeze.firstPeriod <= month.period && month.period <= member.freeze.lastPeriod;
        expect(month.kind).toBe(frozen ? 'freeze_fee' : 'dues');
        expect(month.amountCents).toBeGreaterThan(0);
        // At most one success, and nothing tried after it.
        const succeeded = month.attempts.findIndex((attempt) => attempt.outcome === 'succeeded');
        expect(succeeded === -1 || succeeded === month.attempts.length - 1).toBe(true);
        for (const attempt of month.attempts) expect(attempt.at.day <= OPTIONS.today).toBe(true);
      }
    }
  });

  it("gives each cancellation the last day the product's terms give, and ends the ones past it", () => {
    for (const member of chain.filter((entry) => entry.cancellation)) {
      const { noticeDate, lastDay } = member.cancellation!;
      const terms = cancellationTerms({
        today: noticeDate,
        startDate: member.joinedAt.day,
        priceCents: member.priceCents,
        frozen: [],
        scheduledPrice: null,
      });
      expect(lastDay).toBe(terms.lastDay);
      expect(member.status).toBe(lastDay < OPTIONS.today ? 'ended' : 'active');
    }
  });

  it('has visits only while the membership lets the member in, in the last eight weeks, none later than now', () => {
    for (const member of chain) {
      for (const visit of member.visits) {
        expect(visit.at.day >= addDays(OPTIONS.today, 1 - VISIT_DAYS)).toBe(true);
        expect(visit.at.day >= member.joinedAt.day).toBe(true);
        if (member.endDate) expect(visit.at.day <= member.endDate).toBe(true);
        if (visit.at.day === OPTIONS.today) expect(visit.at.minute).toBeLessThan(OPTIONS.nowMinute);
        const period = periodOf(visit.at.day);
        const frozen = member.freeze && member.freeze.firstPeriod <= period && period <= member.freeze.lastPeriod;
        expect(frozen).toBeFalsy();
        const hours = OPTIONS.clubs.find((club) => club.id === visit.clubId)?.hours[weekdayOf(visit.at.day)];
        expect(hours && hours.opens <= visit.at.minute && visit.at.minute < hours.closes).toBe(true);
      }
    }
  });
});
