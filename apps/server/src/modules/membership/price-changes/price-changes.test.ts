import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { parseCurrency } from '@gym/contracts/money';
import { billingNotices, ledgerEntries, memberships, planPriceChanges, plans, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { OutboxReader } from '../../../providers/mail';
import { describeEachDatabase } from '../../../test/app';
import { newMember, runBilling, sendBillingNotices } from '../billing/billing-test-kit';
import { PriceChangesRepository } from './price-changes.repository';
import { PriceChangesService } from './price-changes.service';

const clock = new ManualClock('2027-01-10T18:00:00Z');
/** Moves the clock to 01:00 on a club day, when the hourly billing job runs. */
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));

describeEachDatabase(
  'a plan price change: 30 days of notice, the members told once, the new price billed from its month',
  (ctx) => {
    const run = () => runBilling(ctx(), clock);
    const send = () => sendBillingNotices(ctx(), clock);
    /** A change as the staff console's plans page records it: dollars, from a month's billing day. */
    const record = (plan: string, price: string, from: string) =>
      new PriceChangesService({ repository: new PriceChangesRepository(ctx().app.db), clock }).record({
        planId: plan,
        priceCents: parseCurrency(price)!,
        effectivePeriod: `${from}-01`,
      });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('recorded, not refused');
        },
        (error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          return { status: error.status, message: error.message };
        },
      );
    const noticesOf = (membershipId: string) =>
      ctx()
        .app.db.select()
        .from(billingNotices)
        .where(and(eq(billingNotices.membershipId, membershipId), eq(billingNotices.kind, 'price-change')));
    const duesOf = async (membershipId: string, period: string) => {
      const rows = await ctx()
        .app.db.select({ amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.membershipId, membershipId),
            eq(ledgerEntries.kind, 'dues'),
            eq(ledgerEntries.period, period),
          ),
        );
      return rows.map((row) => row.amountCents);
    };
    const membershipPrice = async (membershipId: string) =>
      (
        await ctx()
          .app.db.select({ priceCents: memberships.priceCents })
          .from(memberships)
          .where(eq(memberships.id, membershipId))
      )[0]!.priceCents;
    const planPrice = async (planId: string) =>
      (await ctx().app.db.select({ priceCents: plans.priceCents }).from(plans).where(eq(plans.id, planId)))[0]!
        .priceCents;

    async function member(values: Partial<typeof memberships.$inferInsert> = {}) {
      const { id } = await newMember(ctx());
      const [user] = await ctx().app.db.select().from(users).where(eq(users.id, id));
      const [membership] = await ctx()
        .app.db.insert(memberships)
        .values({
          userId: id,
          planId: 'oakland-monthly',
          clubId: '106',
          startDate: '2026-12-05',
          priceCents: 6899,
          ...values,
        })
        .returning();
      return { email: user!.email, membershipId: membership!.id };
    }

    it('refuses a first billing day less than 30 days away, a pass, a price of nothing, a plan unknown', async () => {
      moveTo('2027-01-31');
      expect(await refusal(record('oakland-monthly', '74.99', '2027-03'))).toEqual({
        status: 400,
        message:
          'Members must be told of a price change 30 days before it takes effect: March 1, 2027 is too soon; ' +
          'the earliest billing day is April 1, 2027.',
      });
      expect(await refusal(record('oakland-pass', '59.00', '2027-06'))).toEqual({
        status: 400,
        message: 'Oakland 10-Day Pass is a pass, not a monthly plan: it has no monthly price to change.',
      });
      for (const price of ['0', '-5.00']) {
        expect(await refusal(record('oakland-monthly', price, '2027-06'))).toEqual({
          status: 400,
          message: 'The new price must be a positive amount of dollars and cents.',
        });
      }
      expect(await refusal(record('no-such-plan', '74.99', '2027-06'))).toEqual({
        status: 404,
        message: "There is no plan 'no-such-plan'.",
      });
      expect(await refusal(record('oakland-monthly', '68.99', '2027-06'))).toEqual({
        status: 400,
        message: 'Oakland Month to Month already costs $68.99 a month then.',
      });
      expect(await ctx().app.db.select().from(planPriceChanges)).toEqual([]);
    });

    it('tells the members once, then bills the old price before the month and the new one from it', async () => {
      const payer = await member();
      const premier = await member({ planId: 'oakland-premier', priceCents: 10899 });
      const ended = await member({ status: 'ended', endDate: '2027-01-20' });
      // Cancelling with March as the final month (paid by the last month prepaid): never billed the new price.
      const leavingFirst = await member({ endDate: '2027-03-31' });
      const leavingAfter = await member({ endDate: '2027-04-30' });

      // Exactly 30 days before March 1.
      moveTo('2027-01-30');
      expect(await record('oakland-monthly', '74.99', '2027-03')).toMatchObject({
        planId: 'oakland-monthly',
        planName: 'Oakland Month to Month',
        oldPriceCents: 6899,
        priceCents: 7499,
        effectivePeriod: '2027-03-01',
        notified: 2,
      });
      expect(await refusal(record('oakland-monthly', '79.99', '2027-03'))).toEqual({
        status: 409,
        message: 'A price change of Oakland Month to Month from March 2027 is already recorded.',
      });
      expect(await refusal(record('oakland-monthly', '71.99', '2027-02'))).toMatchObject({ status: 400 });
      for (const { membershipId } of [premier, ended, leavingFirst]) expect(await noticesOf(membershipId)).toEqual([]);
      expect(await noticesOf(leavingAfter.membershipId)).toHaveLength(1);
      expect(await noticesOf(payer.membershipId)).toMatchObject([
        {
          details: {
            planName: 'Oakland Month to Month',
            oldPriceCents: 6899,
            newPriceCents: 7499,
            billingDay: '2027-03-01',
          },
        },
      ]);

      await send();
      await send();
      const mails = await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: payer.email, limit: 10 });
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your Bay Fit Clubs membership price changes on March 1, 2027',
      ]);
      const base = ctx().config.PUBLIC_URL;
      for (const line of [
        'The price of your Oakland Month to Month changes from $68.99 a month to $74.99 a month, ' +
          'starting with the dues charged on March 1, 2027.',
        'Price until then: $68.99 a month',
        'Price from March 1, 2027: $74.99 a month',
        'Billing: Charged monthly, on the 1st, to your card on file',
        'You do not need to do anything to keep your membership.',
        `You can cancel your Bay Fit Clubs membership online at any time, on your membership page:\n${base}/membership`,
      ]) {
        expect(mails[0]!.text).toContain(line);
      }

      moveTo('2027-02-01');
      await run();
      expect(await duesOf(payer.membershipId, '2027-02-01')).toEqual([6899]);
      expect(await planPrice('oakland-monthly')).toBe(6899);

      moveTo('2027-03-01');
      await Promise.all([run(), run()]);
      await run();
      expect(await duesOf(payer.membershipId, '2027-03-01')).toEqual([7499]);
      expect(await duesOf(leavingAfter.membershipId, '2027-03-01')).toEqual([7499]);
      expect(await duesOf(premier.membershipId, '2027-03-01')).toEqual([10899]);
      expect(await membershipPrice(payer.membershipId)).toBe(7499);
      expect(await membershipPrice(ended.membershipId)).toBe(6899);
      expect(await planPrice('oakland-monthly')).toBe(7499);
      expect(await planPrice('oakland-premier')).toBe(10899);

      // A member who came to the plan at its old price afterwards is not moved again: the change is done.
      await ctx()
        .app.db.update(memberships)
        .set({ priceCents: 6899 })
        .where(eq(memberships.id, leavingAfter.membershipId));
      moveTo('2027-03-02');
      await run();
      expect(await membershipPrice(leavingAfter.membershipId)).toBe(6899);
      expect(await noticesOf(payer.membershipId)).toHaveLength(1);
    });
  },
  {},
  { clock },
);
