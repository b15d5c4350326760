import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, proratedFirstMonthCents } from '@gym/contracts/money';
import { FREEZE_MONTH_CHOICES } from '@gym/contracts/membership-freeze';
import { addDays, nextBillingDay, periodOf } from './billing-run/billing-calendar';
import { dueRetry, nextRetry, retryRound } from './billing-run/dunning';
import { isBusinessDay, rightToCancelEnds } from './changes/business-days';
import { NOTICE_DAYS, cancellationTerms } from './changes/cancellation-rules';
import { periodsOf, planOf } from './changes/freeze-rules';
import { proratedDifferenceCents } from './changes/plan-change-rules';
import { balanceOf } from './billing/billing-view';
import type { LedgerRow } from './billing/member-billing.repository';
import { refundDecision } from './ledger/refund-rules';

// Issue 27, point 4: the pure rules of money and membership changes, over generated inputs, without the app.

/** A club day from 2025 to 2032 (leap years, both clock changes, every month length). */
const clubDay = fc
  .date({ min: new Date('2025-01-01T12:00:00Z'), max: new Date('2032-12-31T12:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const cents = fc.integer({ min: 0, max: 50_000 });
const parts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};

describe('proration', () => {
  it('charges the whole month from its first day, nothing more, and less for each later day', () => {
    fc.assert(
      fc.property(cents, clubDay, (monthly, day) => {
        const { year, month } = parts(day);
        const first = proratedFirstMonthCents(monthly, { year, month, day: 1 });
        expect(first).toBe(monthly);
        const today = proratedFirstMonthCents(monthly, parts(day));
        expect(today).toBeGreaterThanOrEqual(0);
        expect(today).toBeLessThanOrEqual(monthly);
        const next =
          parts(day).day < daysInMonth(year, month) ? proratedFirstMonthCents(monthly, parts(addDays(day, 1))) : 0;
        expect(next).toBeLessThanOrEqual(today);
      }),
    );
  });

  it("adds up to the month: each day's share, taken as the difference of two prorations, sums to the price", () => {
    fc.assert(
      fc.property(cents, clubDay, (monthly, day) => {
        const { year, month } = parts(day);
        const total = daysInMonth(year, month);
        let sum = 0;
        for (let date = 1; date <= total; date += 1) {
          const from = proratedFirstMonthCents(monthly, { year, month, day: date });
          const after = date < total ? proratedFirstMonthCents(monthly, { year, month, day: date + 1 }) : 0;
          sum += from - after;
        }
        expect(sum).toBe(monthly);
      }),
    );
  });

  it('charges a plan change the prorated difference only when the new plan costs more', () => {
    fc.assert(
      fc.property(cents, cents, clubDay, (from, to, day) => {
        const difference = proratedDifferenceCents(from, to, day);
        if (to <= from) expect(difference).toBe(0);
        else expect(difference).toBe(proratedFirstMonthCents(to - from, parts(day)));
      }),
    );
  });
});

describe('cancelling', () => {
  const contract = fc.tuple(clubDay, fc.integer({ min: 0, max: 800 })).map(([start, after]) => ({
    start,
    today: addDays(start, after),
  }));

  it("never ends before the notice period, ends on a month's last day, and ends at once only in the five days", () => {
    fc.assert(
      fc.property(contract, cents, ({ start, today }, priceCents) => {
        const terms = cancellationTerms({ today, startDate: start, priceCents, frozen: [], scheduledPrice: null });
        expect(terms.noticeDate).toBe(today);
        if (today <= rightToCancelEnds(start)) {
          expect(terms).toMatchObject({ coolingOff: true, lastDay: today, finalPeriod: null, lastCharge: null });
          return;
        }
        expect(terms.coolingOff).toBe(false);
        expect(terms.lastDay >= addDays(today, NOTICE_DAYS)).toBe(true);
        expect(addDays(terms.lastDay, 1)).toBe(nextBillingDay(terms.lastDay));
        expect(terms.finalPeriod).toBe(periodOf(terms.lastDay));
        // The final month is never today's (its dues are billed already).
        expect(terms.finalPeriod! > periodOf(today)).toBe(true);
        if (terms.lastCharge) expect(terms.lastCharge.amountCents).toBe(priceCents);
      }),
    );
  });
});

describe('business days', () => {
  it('give the right to cancel until the fifth business day after the contract, itself a business day', () => {
    fc.assert(
      fc.property(clubDay, (contractDay) => {
        const ends = rightToCancelEnds(contractDay);
        expect(isBusinessDay(ends)).toBe(true);
        let counted = 0;
        for (let day = addDays(contractDay, 1); day <= ends; day = addDays(day, 1))
          if (isBusinessDay(day)) counted += 1;
        expect(counted).toBe(5);
      }),
      { numRuns: 200 },
    );
  });
});

describe('dunning', () => {
  const retryDays = fc
    .uniqueArray(fc.integer({ min: 1, max: 28 }), { maxLength: 4 })
    .map((days) => days.sort((a, b) => a - b));

  it('retries in order, each on its day after the first decline, never one before its day or one twice', () => {
    fc.assert(
      fc.property(retryDays, clubDay, fc.integer({ min: 0, max: 40 }), (days, since, after) => {
        const policy = { retryDays: days };
        const today = addDays(since, after);
        const made: string[] = [];
        let round = dueRetry(policy, since, made, today);
        while (round !== null) {
          expect(made).not.toContain(round);
          made.push(round);
          round = dueRetry(policy, since, made, today);
        }
        // Every retry whose day has come was made, in order, and none whose day has not.
        const due = days.filter((day) => addDays(since, day) <= today).map((_, index) => retryRound(index + 1));
        expect(made).toEqual(due);
        const next = nextRetry(policy, since, made);
        if (next) expect(next.day > today).toBe(true);
        else expect(made).toHaveLength(days.length);
      }),
    );
  });
});

describe('freezes', () => {
  it('cover whole months, as many as chosen, and bill again the month after', () => {
    fc.assert(
      fc.property(clubDay, fc.constantFrom(...FREEZE_MONTH_CHOICES), (day, months) => {
        const plan = planOf(nextBillingDay(day), months);
        const periods = periodsOf(plan.firstPeriod, plan.lastPeriod);
        expect(periods).toHaveLength(months);
        expect(periods.every((period) => period.endsWith('-01'))).toBe(true);
        expect(plan.resumesOn).toBe(nextBillingDay(plan.lastPeriod));
        expect(plan.firstPeriod > day).toBe(true);
      }),
    );
  });
});

describe("a member's balance", () => {
  /** Ledger lines as the ledger writes them: debts positive (dues, fees), payments and credits negative. */
  const lines = fc.array(
    fc.record({
      kind: fc.constantFrom('dues', 'fee', 'payment', 'credit'),
      cents: fc.integer({ min: 1, max: 20_000 }),
    }),
    { maxLength: 40 },
  );
  const rowsOf = (drawn: { kind: string; cents: number }[]): LedgerRow[] =>
    drawn.map(({ kind, cents }, index) => ({
      id: `line-${index}`,
      userId: 'member',
      kind: kind as LedgerRow['kind'],
      amountCents: kind === 'dues' || kind === 'fee' ? cents : -cents,
      description: kind,
      chargeId: null,
      membershipId: null,
      period: null,
      createdAt: new Date(Date.UTC(2027, 0, 1 + index)),
    }));

  it('is the sum of their ledger; what is due is never negative; the lines shown are those since it was settled', () => {
    const total = (rows: LedgerRow[]) => rows.reduce((sum, row) => sum + row.amountCents, 0);
    fc.assert(
      fc.property(lines, (drawn) => {
        const rows = rowsOf(drawn);
        const sum = total(rows);
        const balance = balanceOf(rows);
        expect(balance.balanceCents).toBe(sum);
        expect(balance.amountDueCents).toBe(Math.max(sum, 0));
        // Shown: the lines after the account last stood at zero or in credit, so nothing is owed before them
        // and something has been owed at every line since.
        const settled = rows.slice(0, rows.length - balance.entries.length);
        const shown = rows.slice(settled.length);
        if (sum <= 0) expect(shown).toEqual([]);
        expect(total(settled)).toBeLessThanOrEqual(0);
        shown.forEach((_, index) => expect(total(rows.slice(0, settled.length + index + 1))).toBeGreaterThan(0));
        expect(total(settled) + total(shown)).toBe(sum);
      }),
    );
  });
});

describe('refunds', () => {
  it('never exceed what was charged, however many are asked for, and refuse only what is more than is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(fc.integer({ min: 1, max: 60_000 }), { maxLength: 20 }),
        (paidCents, asked) => {
          let refunded = 0;
          for (const askedCents of asked) {
            const { refundable, allowed } = refundDecision(paidCents, refunded, askedCents);
            expect(refundable).toBe(paidCents - refunded);
            expect(allowed).toBe(askedCents <= paidCents - refunded);
            if (allowed) refunded += askedCents;
            expect(refunded).toBeLessThanOrEqual(paidCents);
          }
        },
      ),
    );
  });
});
