import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getBilling } from '../../membership/billing/billing-test-kit';
import { STAFF_ACTION_MESSAGES, staffRefundAnswerSchema } from '@gym/contracts/staff-member-actions';
import { charges, ledgerEntries, refunds } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type BillingProvider, BillingTimeoutError } from '../../../providers/billing';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { RefundsRepository } from '../../membership/changes/refunds.repository';
import { RefundsService } from '../../membership/changes/refunds.service';
import { StaffRefundsRepository } from './staff-refunds.repository';
import { StaffRefundsService } from './staff-refunds.service';
import {
  MARIN,
  OAKLAND,
  accountId,
  act,
  auditsOf,
  balanceOf,
  footprint,
  payingMember,
  providerRefunds,
  signIns,
} from './member-actions-test-kit';

const clock = new ManualClock('2026-11-24T18:00:00Z');

describeEachDatabase(
  'staff: refunding a member’s payment',
  (ctx) => {
    const refund = (token: string, memberId: string, payload: object) => act(ctx, token, memberId, 'refunds', payload);
    const body = (chargeId: string, amountCents: number, requestKey = crypto.randomUUID()) => ({
      chargeId,
      amountCents,
      reason: 'Club closed for a week (flooding)',
      requestKey,
    });
    const ledgerOf = async (memberId: string) =>
      (await ctx().app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, memberId)))
        .filter((row) => row.kind === 'refund' || row.kind === 'credit')
        .map((row) => [row.kind, row.amountCents]);

    it('a manager of the member’s club refunds part of a payment once: provider, ledger, history and audit', async () => {
      const tokens = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const balance = await balanceOf(ctx, member.id);
      const response = await refund(tokens.manager, member.id, body(member.chargeId, 1500));
      expect(response.statusCode, response.body).toBe(200);
      const answer = staffRefundAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({
        success: true,
        message: STAFF_ACTION_MESSAGES.refundSucceeded(1500),
        data: { status: 'succeeded', refund: { amount: '$15.00', amountCents: 1500 }, refundableCents: 3499 },
      });
      expect(await providerRefunds(ctx, member.id)).toBe(1);
      // The money goes back and the member does not owe it again: the refund line and an equal credit.
      expect(await ledgerOf(member.id)).toEqual([
        ['refund', 1500],
        ['credit', -1500],
      ]);
      expect(await balanceOf(ctx, member.id)).toBe(balance);
      const history = (await getBilling(ctx(), member.token)).history ?? [];
      expect(history[0]).toMatchObject({
        kind: 'refund',
        amountCents: 1500,
        paidFor: 'Club closed for a week (flooding)',
      });

      const [row] = await ctx().app.db.select().from(refunds).where(eq(refunds.userId, member.id));
      const manager = await accountId(ctx, DEMO.manager.email);
      expect(row).toMatchObject({ requestedBy: manager, providerKey: expect.stringMatching(/^staff-refund:/) });
      expect(await auditsOf(ctx, member.id)).toMatchObject([
        {
          action: 'member.refunded',
          actorId: manager,
          clubId: OAKLAND,
          reason: 'Club closed for a week (flooding)',
          before: { chargeId: member.chargeId, paidCents: 4999, refundedCents: 0, refundableCents: 4999 },
          after: { refundId: row!.id, amountCents: 1500, status: 'pending', refundableCents: 3499 },
        },
      ]);
    });

    it('the director refunds any club’s member; the front desk, another club’s manager and a member cannot', async () => {
      const tokens = await signIns(ctx);
      const marin = await payingMember(ctx, MARIN);
      const before = await footprint(ctx, marin.id);
      expect((await refund(tokens.desk, marin.id, body(marin.chargeId, 100))).statusCode).toBe(403);
      expect((await refund(tokens.member, marin.id, body(marin.chargeId, 100))).statusCode).toBe(403);
      const outside = await refund(tokens.manager, marin.id, body(marin.chargeId, 100));
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ message: STAFF_ACTION_MESSAGES.memberNotFound });
      expect(await footprint(ctx, marin.id)).toEqual(before);
      expect(await providerRefunds(ctx, marin.id)).toBe(0);

      const whole = await refund(tokens.director, marin.id, body(marin.chargeId, 4999));
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json()).toMatchObject({ data: { status: 'succeeded', refundableCents: 0 } });
    });

    it('refuses more than is left, nothing, another member’s payment and a missing reason, writing nothing', async () => {
      const tokens = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const other = await payingMember(ctx, OAKLAND);
      expect((await refund(tokens.manager, member.id, body(member.chargeId, 4000))).statusCode).toBe(200);
      const before = await footprint(ctx, member.id);

      const tooMuch = await refund(tokens.manager, member.id, body(member.chargeId, 1000));
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({ message: 'At most $9.99 of this payment can still be refunded.' });
      expect((await refund(tokens.manager, member.id, body(member.chargeId, 0))).statusCode).toBe(400);
      const notTheirs = await refund(tokens.manager, member.id, body(other.chargeId, 100));
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json()).toMatchObject({ message: STAFF_ACTION_MESSAGES.chargeNotFound });
      const noReason = await refund(tokens.manager, member.id, { ...body(member.chargeId, 100), reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(await footprint(ctx, member.id)).toEqual(before);
    });

    it('refunds once when the same request is sent three times at once', async () => {
      const tokens = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const same = body(member.chargeId, 2000);
      const answers = await Promise.all([1, 2, 3].map(() => refund(tokens.manager, member.id, same)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const ids = new Set(answers.map((answer) => staffRefundAnswerSchema.parse(answer.json()).data.refundId));
      expect(ids.size).toBe(1);
      expect(await providerRefunds(ctx, member.id)).toBe(1);
      expect(await ledgerOf(member.id)).toEqual([
        ['refund', 2000],
        ['credit', -2000],
      ]);
      expect(await auditsOf(ctx, member.id)).toHaveLength(1);
      // A retry later answers the same refund too, and the same key with another amount is refused.
      expect((await refund(tokens.manager, member.id, same)).json()).toMatchObject({ data: { status: 'succeeded' } });
      const reused = await refund(tokens.manager, member.id, { ...same, amountCents: 100 });
      expect(reused.statusCode).toBe(409);
      expect(await providerRefunds(ctx, member.id)).toBe(1);
    });

    it('lets one of two whole refunds of one payment through at once; the other is a 409', async () => {
      const tokens = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const answers = await Promise.all([
        refund(tokens.manager, member.id, body(member.chargeId, 4999)),
        refund(tokens.director, member.id, body(member.chargeId, 4999)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        message: STAFF_ACTION_MESSAGES.refundTooMuch(0),
      });
      expect(await providerRefunds(ctx, member.id)).toBe(1);
      expect(await auditsOf(ctx, member.id)).toHaveLength(1);
    });

    it('a provider timeout leaves the refund pending; the reconciler settles it once', async () => {
      const member = await payingMember(ctx, OAKLAND);
      const director = await accountId(ctx, DEMO.director.email);
      // The provider refunds, but its answer is lost on the way back.
      const lostAnswer = Object.assign(Object.create(ctx().app.billing) as BillingProvider, {
        refund: async (request: Parameters<BillingProvider['refund']>[0]) => {
          await ctx().app.billing.refund(request);
          throw new BillingTimeoutError();
        },
      });
      const refundsWith = (provider: BillingProvider) =>
        new RefundsService({ repository: new RefundsRepository(ctx().app.db), provider, clock, log: ctx().app.log });
      const timingOut = new StaffRefundsService({
        repository: new StaffRefundsRepository(ctx().app.db),
        refunds: refundsWith(lostAnswer),
        clock,
      });
      const requestKey = crypto.randomUUID();
      const acted = { id: member.id, homeClubId: OAKLAND };
      const first = await timingOut.refund(director, acted, body(member.chargeId, 2500, requestKey));
      expect(first).toMatchObject({ success: true, message: STAFF_ACTION_MESSAGES.refundPending(2500) });
      expect(first.data).toMatchObject({ status: 'pending', refundableCents: 2499 });
      expect(await ledgerOf(member.id)).toEqual([]);

      // Within its lease the reconciler leaves it to the request; after it, it asks again with the same key.
      expect(await refundsWith(ctx().app.billing).reconcile()).toMatchObject({ refunded: 0 });
      clock.set(new Date(clock.now().getTime() + 3 * 60_000));
      const tallies = await Promise.all([
        refundsWith(ctx().app.billing).reconcile(),
        refundsWith(ctx().app.billing).reconcile(),
      ]);
      expect(tallies.reduce((sum, tally) => sum + tally.refunded, 0)).toBeGreaterThanOrEqual(1);
      expect(await refundsWith(ctx().app.billing).reconcile()).toMatchObject({ refunded: 0, waiting: 0 });
      expect(await providerRefunds(ctx, member.id)).toBe(1);
      expect(await ledgerOf(member.id)).toEqual([
        ['refund', 2500],
        ['credit', -2500],
      ]);
      const [row] = await ctx().app.db.select().from(refunds).where(eq(refunds.userId, member.id));
      expect(row).toMatchObject({ status: 'succeeded', amountCents: 2500 });
    });

    it('a refund the provider refuses is answered failed; its request stays audited and nothing moves', async () => {
      const tokens = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const [charge] = await ctx().app.db.select().from(charges).where(eq(charges.id, member.chargeId));
      // Refunded at the provider behind our back (its dashboard): what is left there is less than we think.
      await ctx().app.billing.refund({
        idempotencyKey: `dashboard:${charge!.id}`,
        chargeId: charge!.providerChargeId,
        amountCents: 4000,
      });
      const response = await refund(tokens.manager, member.id, body(member.chargeId, 2000));
      expect(response.statusCode, response.body).toBe(200);
      expect(staffRefundAnswerSchema.parse(response.json())).toMatchObject({
        success: false,
        message: STAFF_ACTION_MESSAGES.refundFailed('The refund is more than what is left of the charge.'),
        data: { status: 'failed', providerMessage: 'The refund is more than what is left of the charge.' },
      });
      expect(await ledgerOf(member.id)).toEqual([]);
      expect(response.json()).toMatchObject({ data: { refundableCents: 4999 } });
      expect(await auditsOf(ctx, member.id)).toMatchObject([
        { action: 'member.refunded', after: { status: 'pending' } },
      ]);
      expect((await getBilling(ctx(), member.token)).history?.some((entry) => entry.kind === 'refund')).toBe(false);
    });
  },
  {},
  { clock },
);
