import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FREEZE_MESSAGES } from '@gym/contracts/membership-freeze';
import { billingNotices, freezes, memberships } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase } from '../../../test/app';
import { newMember } from '../billing/billing-test-kit';
import { askFreeze, freeze, freezeStatus, frozenMember, moveTo as moveClock } from './freeze-test-kit';

const clock = new ManualClock('2026-11-15T18:00:00Z');
const moveTo = (day: string) => moveClock(clock, day);

describeEachDatabase(
  'freezing a membership: three months a year, who may freeze, and one freeze at a time',
  (ctx) => {
    const refusal = async (token: string, payload: unknown) => {
      const response = await askFreeze(ctx(), token, payload);
      return { status: response.statusCode, message: response.json<{ message: string }>().message };
    };

    it('allows three frozen months per calendar year, counted per month, and refuses the fourth', async () => {
      moveTo('2027-01-10');
      const member = await frozenMember(ctx(), '2026-12-10');
      await freeze(ctx(), member.token, 2);

      // February and March are frozen: one month of 2027 is left, from May.
      moveTo('2027-04-10');
      const april = await freezeStatus(ctx(), member.token);
      expect(april.options.map((option) => [option.months, option.lastPeriod])).toEqual([[1, '2027-05-01']]);
      expect(await refusal(member.token, { months: 2 })).toEqual({
        status: 409,
        message: FREEZE_MESSAGES.tooManyMonths(1),
      });
      await freeze(ctx(), member.token, 1);

      moveTo('2027-06-10');
      expect(await freezeStatus(ctx(), member.token)).toMatchObject({
        options: [],
        unavailable: FREEZE_MESSAGES.yearUsed(2027),
      });
      expect(await refusal(member.token, { months: 1 })).toEqual({
        status: 409,
        message: FREEZE_MESSAGES.yearUsed(2027),
      });
      // December is still 2027; from December 10th the next billing day is in 2028, a new year.
      moveTo('2027-11-10');
      expect((await freezeStatus(ctx(), member.token)).unavailable).toBe(FREEZE_MESSAGES.yearUsed(2027));
      moveTo('2027-12-10');
      expect((await freezeStatus(ctx(), member.token)).options.map((option) => option.months)).toEqual([1, 2, 3]);

      const rows = await ctx().app.db.select().from(freezes).where(eq(freezes.userId, member.id));
      expect(rows).toHaveLength(2);
    });

    it('counts a freeze across the new year in each of its years', async () => {
      moveTo('2026-10-05');
      const member = await frozenMember(ctx(), '2026-09-05');
      // November, December 2026 and January 2027.
      await freeze(ctx(), member.token, 3);
      moveTo('2027-02-10');
      expect((await freezeStatus(ctx(), member.token)).options.map((option) => option.months)).toEqual([1, 2]);
    });

    it('makes one freeze of two requests at once', async () => {
      moveTo('2026-11-15');
      const member = await frozenMember(ctx(), '2026-10-15');
      const answers = await Promise.all([
        askFreeze(ctx(), member.token, { months: 1 }),
        askFreeze(ctx(), member.token, { months: 3 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: FREEZE_MESSAGES.alreadyFrozen });
      expect(await ctx().app.db.select().from(freezes).where(eq(freezes.userId, member.id))).toHaveLength(1);
      const notices = await ctx().app.db.select().from(billingNotices).where(eq(billingNotices.userId, member.id));
      expect(notices.map((notice) => notice.kind)).toEqual(['freeze']);
    });

    it('refuses a freeze while past due or cancelling, on a pass, and without a membership', async () => {
      moveTo('2026-11-15');
      const cases: [string, (membershipId: string) => Promise<unknown>][] = [
        [
          FREEZE_MESSAGES.pastDue,
          (id) =>
            ctx()
              .app.db.update(memberships)
              .set({ billingStatus: 'past_due', pastDueSince: '2026-11-01' })
              .where(eq(memberships.id, id)),
        ],
        [
          FREEZE_MESSAGES.cancelling,
          (id) => ctx().app.db.update(memberships).set({ endDate: '2026-12-31' }).where(eq(memberships.id, id)),
        ],
      ];
      for (const [message, change] of cases) {
        const member = await frozenMember(ctx(), '2026-10-15', { card: false });
        await change(member.membershipId);
        expect(await freezeStatus(ctx(), member.token)).toMatchObject({ options: [], unavailable: message });
        expect(await refusal(member.token, { months: 1 })).toEqual({ status: 409, message });
      }

      const pass = await frozenMember(ctx(), '2026-11-10', { planId: 'oakland-pass', card: false });
      expect(await refusal(pass.token, { months: 1 })).toEqual({ status: 409, message: FREEZE_MESSAGES.notMonthly });

      const nobody = await newMember(ctx());
      expect(await freezeStatus(ctx(), nobody.token)).toEqual({
        freeze: null,
        firstPeriod: null,
        fee: { amount: '$10.00', amountCents: 1000 },
        options: [],
        unavailable: FREEZE_MESSAGES.noMembership,
      });
      expect(await refusal(nobody.token, { months: 1 })).toEqual({
        status: 409,
        message: FREEZE_MESSAGES.noMembership,
      });
    });

    it('answers 400 with the reason to months that are not 1, 2 or 3', async () => {
      moveTo('2026-11-15');
      const member = await frozenMember(ctx(), '2026-10-15', { card: false });
      for (const payload of [{ months: 0 }, { months: 4 }, { months: 1.5 }, { months: '2' }, {}]) {
        expect(await refusal(member.token, payload)).toEqual({ status: 400, message: FREEZE_MESSAGES.monthsInvalid });
      }
      expect(await ctx().app.db.select().from(freezes).where(eq(freezes.userId, member.id))).toHaveLength(0);
    });
  },
  {},
  { clock },
);
