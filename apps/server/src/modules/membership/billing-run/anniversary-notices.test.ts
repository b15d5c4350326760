import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingNotices, memberships, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { OutboxReader } from '../../../providers/mail';
import { describeEachDatabase } from '../../../test/app';
import { newMember, runBilling, sendBillingNotices } from '../billing/billing-test-kit';
import { anniversaryDays } from './anniversary-notices';

const clock = new ManualClock('2026-11-01T18:00:00Z');
/** Moves the clock to 01:00 on a club day, when the hourly billing job runs. */
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));

describe('anniversaryDays', () => {
  it('covers the day and the six before it, with February 29 on the 28th of a common year', () => {
    expect(anniversaryDays('2027-01-03').map(({ monthDay, year }) => `${year}-${monthDay}`)).toEqual([
      '2027-01-03',
      '2027-01-02',
      '2027-01-01',
      '2026-12-31',
      '2026-12-30',
      '2026-12-29',
      '2026-12-28',
    ]);
    expect(anniversaryDays('2027-02-28')).toContainEqual({ monthDay: '02-29', year: 2027 });
    // In a leap year February 29 is a day of its own, once.
    expect(anniversaryDays('2028-03-01').filter(({ monthDay }) => monthDay.startsWith('02-2'))).toEqual([
      { monthDay: '02-29', year: 2028 },
      { monthDay: '02-28', year: 2028 },
      { monthDay: '02-27', year: 2028 },
      { monthDay: '02-26', year: 2028 },
      { monthDay: '02-25', year: 2028 },
      { monthDay: '02-24', year: 2028 },
    ]);
  });
});

describeEachDatabase(
  'the anniversary reminder',
  (ctx) => {
    const run = () => runBilling(ctx(), clock);
    const send = () => sendBillingNotices(ctx(), clock);
    const reminders = async (email: string) =>
      (await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: email, limit: 50 }))
        .filter((mail) => mail.subject === 'Your Bay Fit Clubs membership: your yearly reminder')
        .reverse();
    const noticesOf = (membershipId: string) =>
      ctx()
        .app.db.select()
        .from(billingNotices)
        .where(and(eq(billingNotices.membershipId, membershipId), eq(billingNotices.kind, 'anniversary')));

    async function member(
      startDate: string,
      values: Partial<typeof memberships.$inferInsert> = {},
    ): Promise<{ email: string; membershipId: string }> {
      const { id } = await newMember(ctx());
      const [user] = await ctx().app.db.select().from(users).where(eq(users.id, id));
      const [membership] = await ctx()
        .app.db.insert(memberships)
        .values({ userId: id, planId: 'oakland-monthly', clubId: '106', startDate, priceCents: 6899, ...values })
        .returning();
      return { email: user!.email, membershipId: membership!.id };
    }

    let yearly: { email: string; membershipId: string };

    it('reminds once on the anniversary of the join, however often and however many runs run', async () => {
      yearly = await member('2025-11-20');
      moveTo('2026-11-19');
      await run();
      expect(await noticesOf(yearly.membershipId)).toEqual([]);

      moveTo('2026-11-20');
      await Promise.all([run(), run()]);
      await run();
      expect(await noticesOf(yearly.membershipId)).toMatchObject([
        { dedupeKey: `anniversary:${yearly.membershipId}:2026`, sentAt: null },
      ]);
      await send();
      clock.advanceDays(3);
      await run();
      await send();
      expect(await noticesOf(yearly.membershipId)).toHaveLength(1);

      const mails = await reminders(yearly.email);
      expect(mails).toHaveLength(1);
      const base = ctx().config.PUBLIC_URL;
      for (const line of [
        'Thank you for a year with Bay Fit Clubs! Once a year we remind you of what your membership costs and how to cancel it.',
        'Plan: Oakland Month to Month',
        'Price: $68.99 a month',
        'Billing: Charged monthly, on the 1st, to your card on file',
        `You can cancel your Bay Fit Clubs membership online at any time, on your membership page:\n${base}/membership`,
      ]) {
        expect(mails[0]!.text).toContain(line);
      }
      expect(mails[0]!.html).toContain(`<a href="${base}/membership">`);
    });

    it('sends a reminder the runs missed on the next run within the week, and not a later one', async () => {
      const sixDaysLate = await member('2024-12-03');
      const eightDaysLate = await member('2024-12-01');
      moveTo('2026-11-30');
      await run();
      moveTo('2026-12-09');
      await run();
      await run();
      expect(await noticesOf(sixDaysLate.membershipId)).toMatchObject([
        { dedupeKey: `anniversary:${sixDaysLate.membershipId}:2026`, details: { years: 2 } },
      ]);
      expect(await noticesOf(eightDaysLate.membershipId)).toEqual([]);
    });

    it('reminds a member who joined on February 29 on the 28th of a common year', async () => {
      const leap = await member('2024-02-29');
      moveTo('2027-02-27');
      await run();
      expect(await noticesOf(leap.membershipId)).toEqual([]);
      moveTo('2027-02-28');
      await run();
      moveTo('2027-03-01');
      await run();
      expect(await noticesOf(leap.membershipId)).toMatchObject([
        { dedupeKey: `anniversary:${leap.membershipId}:2027`, details: { years: 3 } },
      ]);
    });

    it('does not remind a pass, an ended membership or one being cancelled', async () => {
      const pass = await member('2026-03-15', { planId: 'oakland-pass', endDate: '2026-03-24', priceCents: 4900 });
      const ended = await member('2026-03-15', { status: 'ended', endDate: '2026-09-30' });
      const cancelling = await member('2026-03-15', { endDate: '2027-04-30' });
      const active = await member('2026-03-15');
      moveTo('2027-03-15');
      await run();
      for (const { membershipId } of [pass, ended, cancelling]) expect(await noticesOf(membershipId)).toEqual([]);
      expect(await noticesOf(active.membershipId)).toHaveLength(1);
    });

    it('reminds again the next year, with the price the member pays then', async () => {
      await ctx().app.db.update(memberships).set({ priceCents: 7499 }).where(eq(memberships.id, yearly.membershipId));
      moveTo('2027-11-20');
      await run();
      await send();
      expect(await noticesOf(yearly.membershipId)).toHaveLength(2);
      const mails = await reminders(yearly.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain('Thank you for 2 years with Bay Fit Clubs!');
      expect(mails[1]!.text).toContain('Price: $74.99 a month');
    });
  },
  {},
  { clock },
);
