import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  MEMBERSHIP_MESSAGES,
  cancellationAnswerSchema,
  cancellationPreviewAnswerSchema,
  membershipAnswerSchema,
} from '@gym/contracts/membership';
import { charges, ledgerEntries, memberships, paymentMethods, refunds } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { DEMO } from '../../../test/demo';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { getBilling, runBilling } from '../billing/billing-test-kit';
import { CancellationRepository } from './cancellation.repository';
import { frozenMember, moveTo, noticesOf } from './freeze-test-kit';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

const clock = new ManualClock('2026-11-24T18:00:00Z');

describeEachDatabase(
  'cancelling a membership online',
  (ctx) => {
    const run = () => runBilling(ctx(), clock);

    const preview = async (token: string) => {
      const response = await ctx().asMember(token, { method: 'GET', url: '/membership/cancellation/preview' });
      expect(response.statusCode, response.body).toBe(200);
      return cancellationPreviewAnswerSchema.parse(response.json()).data;
    };
    const cancel = (token: string) => ctx().asMember(token, { method: 'POST', url: '/membership/cancellation' });
    const withdraw = (token: string) => ctx().asMember(token, { method: 'DELETE', url: '/membership/cancellation' });
    const view = async (token: string) => {
      const response = await ctx().asMember(token, { method: 'GET', url: '/membership' });
      expect(response.statusCode, response.body).toBe(200);
      return membershipAnswerSchema.parse(response.json()).data;
    };
    const dues = async (membershipId: string) =>
      (
        await ctx()
          .app.db.select({ period: ledgerEntries.period, kind: ledgerEntries.kind })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.membershipId, membershipId))
      )
        .filter((row) => row.kind === 'dues')
        .map((row) => row.period)
        .sort();
    const statusOf = async (membershipId: string) =>
      (
        await ctx()
          .app.db.select({ status: memberships.status, endDate: memberships.endDate })
          .from(memberships)
          .where(eq(memberships.id, membershipId))
      )[0];

    /** The join's charge of a member, made through the provider on their card as the join does. */
    async function joinCharge(context: TestContext, member: { id: string; membershipId: string }, cents: number) {
      const [card] = await context.app.db
        .select({ token: paymentMethods.providerToken })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, member.id));
      const key = `join-test:${member.membershipId}`;
      const charged = await context.app.billing.charge({
        idempotencyKey: key,
        cardToken: card!.token,
        amountCents: cents,
        description: 'Joining',
      });
      if (charged.status !== 'succeeded') throw new Error('the join charge was declined');
      const [row] = await context.app.db
        .insert(charges)
        .values({
          userId: member.id,
          membershipId: member.membershipId,
          providerChargeId: charged.chargeId,
          amountCents: cents,
          kind: 'join',
          idempotencyKey: key,
          // On the test's clock, before what the test does next (the database's now() is today's real time).
          createdAt: new Date(context.app.clock.now().getTime() - 60_000),
        })
        .returning();
      return row!;
    }

    it('states the last day and that no charge follows, stops billing after the last covered month and ends the membership', async () => {
      moveTo(clock, '2026-11-24');
      const member = await frozenMember(ctx(), '2026-09-10');
      expect(await preview(member.token)).toEqual({
        noticeDate: '2026-11-24',
        lastDay: '2026-12-31',
        lastCharge: null,
        coolingOff: false,
        refund: null,
      });

      const response = await cancel(member.token);
      expect(response.statusCode, response.body).toBe(200);
      const cancellation = cancellationAnswerSchema.parse(response.json()).data;
      expect(cancellation).toMatchObject({ lastDay: '2026-12-31', coolingOff: false, withdrawable: true });
      expect(cancellation.reference).toMatch(/^CAN-[2-9A-HJKMNP-Z]{6}$/);
      expect(await view(member.token)).toMatchObject({
        standing: 'cancelling',
        endDate: '2026-12-31',
        nextCharge: null,
      });
      expect(await noticesOf(ctx(), member.id)).toEqual([
        {
          kind: 'cancellation',
          details: expect.objectContaining({ reference: cancellation.reference, lastDay: '2026-12-31' }),
        },
      ]);

      // A second notice is refused; the first stands.
      const again = await cancel(member.token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.alreadyCancelling);

      // December is the final month, paid by the last month prepaid: not billed. The membership ends after it.
      moveTo(clock, '2026-12-01');
      await run();
      expect(await dues(member.membershipId)).toEqual([]);
      moveTo(clock, '2026-12-31');
      await run();
      expect(await statusOf(member.membershipId)).toEqual({ status: 'active', endDate: '2026-12-31' });
      moveTo(clock, '2027-01-01');
      await run();
      expect(await statusOf(member.membershipId)).toEqual({ status: 'ended', endDate: '2026-12-31' });
      expect(await dues(member.membershipId)).toEqual([]);
      expect(await view(member.token)).toMatchObject({ standing: 'ended', cancellation: { withdrawable: false } });
    });

    it('names the last charge when the notice ends two months on, and bills it, then nothing', async () => {
      moveTo(clock, '2027-01-31');
      const member = await frozenMember(ctx(), '2026-06-10');
      const terms = await preview(member.token);
      expect(terms).toMatchObject({
        lastDay: '2027-03-31',
        lastCharge: {
          date: '2027-02-01',
          amountCents: 4999,
          amount: '$49.99',
          description: 'Monthly dues, February 2027',
        },
      });
      expect((await cancel(member.token)).statusCode).toBe(200);
      for (const day of ['2027-02-01', '2027-03-01', '2027-04-01']) {
        moveTo(clock, day);
        await run();
      }
      expect(await dues(member.membershipId)).toEqual(['2027-02-01']);
      expect(await statusOf(member.membershipId)).toEqual({ status: 'ended', endDate: '2027-03-31' });
    });

    it('withdraws a cancellation until its last day, and the month it had skipped is billed', async () => {
      moveTo(clock, '2027-03-20');
      const member = await frozenMember(ctx(), '2026-12-05');
      expect((await cancel(member.token)).statusCode).toBe(200);
      moveTo(clock, '2027-04-01');
      await run();
      expect(await dues(member.membershipId)).toEqual([]);

      moveTo(clock, '2027-04-10');
      const response = await withdraw(member.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(await view(member.token)).toMatchObject({ standing: 'active', endDate: null, cancellation: null });
      await run();
      expect(await dues(member.membershipId)).toEqual(['2027-04-01']);
      const kinds = (await noticesOf(ctx(), member.id)).map((notice) => notice.kind);
      expect(kinds).toEqual(expect.arrayContaining(['cancellation', 'cancellation-withdrawn']));

      const twice = await withdraw(member.token);
      expect(twice.statusCode).toBe(404);
      expect(twice.json().message).toBe(MEMBERSHIP_MESSAGES.nothingToWithdraw);
    });

    it('within five business days of signing ends the membership today and refunds every payment once', async () => {
      // Signed Friday 2026-11-20: Sat 21, Mon 23, Tue 24, Wed 25 count; Thanksgiving and the day after do not;
      // Saturday the 28th is the fifth business day.
      moveTo(clock, '2026-11-28');
      const member = await frozenMember(ctx(), '2026-11-20');
      const join = await joinCharge(ctx(), member, 10_005);
      expect(await preview(member.token)).toMatchObject({
        coolingOff: true,
        lastDay: '2026-11-28',
        refund: { amountCents: 10_005, amount: '$100.05' },
      });

      const response = await cancel(member.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(cancellationAnswerSchema.parse(response.json()).data).toMatchObject({
        coolingOff: true,
        withdrawable: false,
      });
      expect(await statusOf(member.membershipId)).toEqual({ status: 'ended', endDate: '2026-11-28' });
      const refunded = await ctx().app.db.select().from(refunds).where(eq(refunds.chargeId, join.id));
      expect(refunded).toMatchObject([{ status: 'succeeded', amountCents: 10_005 }]);
      expect(await ctx().app.billing.getCharge(join.idempotencyKey)).toMatchObject({ refundedCents: 10_005 });
      // The member's payment history shows it, and nothing is owed.
      const billing = await getBilling(ctx(), member.token);
      expect(billing.history?.[0]).toMatchObject({ kind: 'refund', amountCents: 10_005, amount: '$100.05' });
      expect(billing.balanceData.data.amountDueCents).toBe(0);

      // The refund is not asked for again by the reconciler, and the cancellation cannot be withdrawn.
      clock.set(new Date(clock.now().getTime() + 10 * 60_000));
      const refundsService = new RefundsService({
        repository: new RefundsRepository(ctx().app.db),
        provider: ctx().app.billing,
        clock,
        log: ctx().app.log,
      });
      expect(await refundsService.reconcile()).toEqual({ refunded: 0, failed: 0, waiting: 0 });
      const withdrawn = await withdraw(member.token);
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json().message).toBe(MEMBERSHIP_MESSAGES.coolingOffFinal);
    });

    it('refunds what is left of a payment the club had refunded in part', async () => {
      moveTo(clock, '2026-11-24');
      const member = await frozenMember(ctx(), '2026-11-20');
      const partly = await joinCharge(ctx(), member, 10_005);
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const staffRefund = await ctx().asMember(director, {
        method: 'POST',
        url: `/staff/members/${member.id}/refunds`,
        payload: { chargeId: partly.id, amountCents: 3_000, reason: 'Sauna closed', requestKey: crypto.randomUUID() },
      });
      expect(staffRefund.statusCode, staffRefund.body).toBe(200);
      expect(await preview(member.token)).toMatchObject({ coolingOff: true, refund: { amountCents: 7_005 } });

      const response = await cancel(member.token);
      expect(response.statusCode, response.body).toBe(200);
      const rows = await ctx().app.db.select().from(refunds).where(eq(refunds.chargeId, partly.id));
      expect(rows.map((row) => [row.amountCents, row.status]).sort()).toEqual([
        [3_000, 'succeeded'],
        [7_005, 'succeeded'],
      ]);
      expect(await ctx().app.billing.getCharge(partly.idempotencyKey)).toMatchObject({ refundedCents: 10_005 });
      expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(0);
    });

    it('is past the five business days on the sixth', async () => {
      moveTo(clock, '2026-11-30');
      const member = await frozenMember(ctx(), '2026-11-20');
      expect(await preview(member.token)).toMatchObject({ coolingOff: false, lastDay: '2026-12-31', refund: null });
    });

    it('refunds exactly once when the request died before asking the provider and two instances reconcile', async () => {
      moveTo(clock, '2026-11-23');
      const member = await frozenMember(ctx(), '2026-11-20');
      const join = await joinCharge(ctx(), member, 7_500);
      // The cancellation is recorded with its pending refund, and the request dies before the provider is asked.
      const outcome = await new CancellationRepository(ctx().app.db).cancel(member.id, '2026-11-23', clock.now());
      expect(outcome.kind).toBe('cancelled');
      clock.set(new Date(clock.now().getTime() + 10 * 60_000));
      const instance = () =>
        new RefundsService({
          repository: new RefundsRepository(ctx().app.db),
          provider: ctx().app.billing,
          clock,
          log: ctx().app.log,
        });
      const tallies = await Promise.all([instance().reconcile(), instance().reconcile()]);
      expect(tallies.reduce((sum, tally) => sum + tally.refunded, 0)).toBeGreaterThanOrEqual(1);
      expect(await ctx().app.billing.getCharge(join.idempotencyKey)).toMatchObject({ refundedCents: 7_500 });
      const rows = await ctx().app.db.select().from(refunds).where(eq(refunds.chargeId, join.id));
      expect(rows).toMatchObject([{ status: 'succeeded' }]);
      const refundLines = await ctx()
        .app.db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.kind, 'refund')));
      // The join's charge is not a ledger payment, so its refund puts nothing back on the ledger.
      expect(refundLines).toEqual([]);
    });

    it('lets one of two cancellations sent at once through', async () => {
      moveTo(clock, '2026-11-24');
      const member = await frozenMember(ctx(), '2026-08-01');
      const answers = await Promise.all([cancel(member.token), cancel(member.token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses a pass, and has no membership to show for a staff account', async () => {
      moveTo(clock, '2026-11-24');
      const member = await frozenMember(ctx(), '2026-11-20', { planId: 'oakland-pass' });
      await ctx()
        .app.db.update(memberships)
        .set({ endDate: '2026-11-29' })
        .where(eq(memberships.id, member.membershipId));
      const refused = await cancel(member.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.notMonthly);
      expect(await view(member.token)).toMatchObject({ monthly: false, nextCharge: null });
    });
  },
  {},
  { clock },
);
