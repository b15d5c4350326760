import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { billingNotices, charges, ledgerEntries, memberships, paymentAttempts } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { addCard, getBilling, makePrimaryUrl, newMember } from '../billing/billing-test-kit';
import { LEDGER_ORDER } from '../billing/member-billing.repository';
import { nextBillingDay } from './billing-calendar';
import { createBillingRun } from './billing-run.module';

const clock = new ManualClock('2026-11-15T18:00:00Z');
/** Moves the clock to 01:00 on a club day, when the hourly billing job runs. */
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));

describeEachDatabase(
  'a monthly membership billed for thirteen months',
  (ctx) => {
    const run = () =>
      createBillingRun({
        db: ctx().app.db,
        provider: ctx().app.billing,
        clock,
        retryDays: [3, 7],
        log: ctx().app.log,
      }).run();

    async function joinedMember(context: TestContext) {
      const member = await newMember(context);
      const [membership] = await context.app.db
        .insert(memberships)
        .values({
          userId: member.id,
          planId: 'oakland-monthly',
          clubId: '101',
          startDate: '2026-11-15',
          priceCents: 4999,
        })
        .returning();
      return { ...member, membershipId: membership!.id };
    }

    const standing = async (membershipId: string) => {
      const [row] = await ctx()
        .app.db.select({ status: memberships.billingStatus, since: memberships.pastDueSince })
        .from(memberships)
        .where(eq(memberships.id, membershipId));
      return row;
    };
    const notices = async (userId: string) =>
      (
        await ctx()
          .app.db.select({ kind: billingNotices.kind })
          .from(billingNotices)
          .where(eq(billingNotices.userId, userId))
          .orderBy(asc(billingNotices.createdAt), asc(billingNotices.id))
      ).map((row) => row.kind);

    it('posts dues once a month, charges them, follows a decline to suspension and restores on payment', async () => {
      moveTo('2026-11-15');
      const member = await joinedMember(ctx());
      await addCard(ctx(), member.token);

      // November was paid at the join: nothing is billed this month.
      await run();
      expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(0);

      // December 1st: dues posted and charged by autopay, with a receipt to send; a second run does nothing.
      moveTo('2026-12-01');
      await run();
      await run();
      const december = await ctx()
        .app.db.select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, member.id))
        .orderBy(...LEDGER_ORDER);
      expect(december.map((row) => [row.kind, row.amountCents, row.description])).toEqual([
        ['dues', 4999, 'Monthly dues, December 2026'],
        ['payment', -4999, 'Autopay, Visa ending 4242'],
      ]);
      expect(await notices(member.id)).toEqual(['receipt']);

      // January: the primary card now declines. Past due from the 1st, the member told.
      const declining = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.decline, isPrimary: true });
      moveTo('2027-01-01');
      await run();
      expect(await standing(member.membershipId)).toEqual({ status: 'past_due', since: '2027-01-01' });
      expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(4999);

      // Retried on the 4th and the 8th; the last decline suspends.
      const rounds = async () =>
        (
          await ctx()
            .app.db.select({ round: paymentAttempts.round, status: paymentAttempts.status })
            .from(paymentAttempts)
            .where(eq(paymentAttempts.membershipId, member.membershipId))
            .orderBy(asc(paymentAttempts.createdAt))
        ).map((row) => `${row.round} ${row.status}`);
      moveTo('2027-01-03');
      await run();
      expect(await rounds()).toEqual(['first succeeded', 'first declined']);
      moveTo('2027-01-04');
      await run();
      expect(await rounds()).toEqual(['first succeeded', 'first declined', 'retry-1 declined']);
      expect((await standing(member.membershipId))?.status).toBe('past_due');
      moveTo('2027-01-08');
      await run();
      await run();
      expect(await rounds()).toEqual(['first succeeded', 'first declined', 'retry-1 declined', 'retry-2 declined']);
      expect((await standing(member.membershipId))?.status).toBe('suspended');
      moveTo('2027-01-09');
      await run();
      expect(await rounds()).toHaveLength(4);
      expect(await notices(member.id)).toEqual(['receipt', 'payment-failed', 'payment-failed', 'suspended']);

      // A new primary card is charged at once, and the membership is restored.
      const good = await addCard(ctx(), member.token, { isPrimary: true });
      expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(0);
      expect(await standing(member.membershipId)).toEqual({ status: 'current', since: null });
      expect(declining.i4goUniqueId).not.toBe(good.i4goUniqueId);

      // February to December 2027: dues and autopay each month.
      let day = '2027-02-01';
      while (day <= '2027-12-01') {
        moveTo(day);
        await run();
        day = nextBillingDay(day);
      }
      const dues = await ctx()
        .app.db.select({ period: ledgerEntries.period })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.kind, 'dues')))
        .orderBy(asc(ledgerEntries.period));
      expect(dues.map((row) => row.period)).toEqual([
        '2026-12-01',
        '2027-01-01',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
        '2027-05-01',
        '2027-06-01',
        '2027-07-01',
        '2027-08-01',
        '2027-09-01',
        '2027-10-01',
        '2027-11-01',
        '2027-12-01',
      ]);
      const paid = await ctx()
        .app.db.select({ kind: charges.kind, amountCents: charges.amountCents })
        .from(charges)
        .where(eq(charges.userId, member.id));
      expect(paid).toHaveLength(13);
      expect(paid.every((row) => row.kind === 'autopay' && row.amountCents === 4999)).toBe(true);
      const attempts = await ctx()
        .app.db.select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.userId, member.id));
      expect(attempts.filter((row) => row.status === 'declined')).toHaveLength(3);
      expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(0);
      expect(await standing(member.membershipId)).toEqual({ status: 'current', since: null });
    });

    it('makes a card primary while past due: the new card is charged for the balance', async () => {
      moveTo('2027-12-15');
      const member = await joinedMember(ctx());
      const good = await addCard(ctx(), member.token);
      await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.decline, isPrimary: true });
      moveTo('2028-01-01');
      await run();
      expect((await standing(member.membershipId))?.status).toBe('past_due');
      const response = await ctx().asMember(member.token, { method: 'PUT', url: makePrimaryUrl(good.i4goUniqueId) });
      expect(response.statusCode, response.body).toBe(200);
      expect(await standing(member.membershipId)).toEqual({ status: 'current', since: null });
      expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(0);
    });
  },
  {},
  { clock },
);
