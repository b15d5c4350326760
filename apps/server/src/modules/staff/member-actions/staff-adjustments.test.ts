import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { STAFF_ACTION_MESSAGES, staffAdjustmentAnswerSchema } from '@gym/contracts/staff-member-actions';
import { ledgerEntries, memberships } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase } from '../../../test/app';
import { owe } from '../../membership/billing/billing-test-kit';
import { MARIN, OAKLAND, act, auditsOf, balanceOf, footprint, payingMember, signIns } from './member-actions-test-kit';

const clock = new ManualClock('2026-11-24T18:00:00Z');

describeEachDatabase(
  'staff: crediting a member and waiving a fee',
  (ctx) => {
    const adjust = (token: string, memberId: string, payload: object) =>
      act(ctx, token, memberId, 'adjustments', payload);
    const ledgerLines = async (memberId: string, kind: 'credit' | 'adjustment') =>
      ctx()
        .app.db.select({ amountCents: ledgerEntries.amountCents, description: ledgerEntries.description })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, memberId), eq(ledgerEntries.kind, kind)));

    it('a manager credits a member of their club: a credit line, the audit row with before and after', async () => {
      const { manager } = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const response = await adjust(manager, member.id, { kind: 'credit', amountCents: 1250, reason: 'Broken locker' });
      expect(response.statusCode, response.body).toBe(200);
      expect(staffAdjustmentAnswerSchema.parse(response.json())).toMatchObject({
        message: STAFF_ACTION_MESSAGES.credited(1250),
        data: { kind: 'credit', balance: { amountCents: -1250 }, standingRestored: false },
      });
      expect(await ledgerLines(member.id, 'credit')).toEqual([
        { amountCents: -1250, description: 'Credit: Broken locker' },
      ]);
      expect(await auditsOf(ctx, member.id)).toMatchObject([
        {
          action: 'member.credited',
          clubId: OAKLAND,
          reason: 'Broken locker',
          before: { balanceCents: 0 },
          after: { amountCents: 1250, balanceCents: -1250 },
        },
      ]);
    });

    it('waives dues once, in whole or part; never a payment, nor more than the entry', async () => {
      const { director } = await signIns(ctx);
      const member = await payingMember(ctx, MARIN);
      const waive = (amountCents: number, ledgerEntryId?: string) =>
        adjust(director, member.id, { kind: 'waive', amountCents, ledgerEntryId, reason: 'Billed twice' });

      expect((await waive(100)).statusCode).toBe(400);
      const tooMuch = await waive(5000, member.duesEntryId);
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({ message: STAFF_ACTION_MESSAGES.waiveTooMuch(4999) });
      const [payment] = await ctx()
        .app.db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.kind, 'payment')));
      const notWaivable = await waive(100, payment!.id);
      expect(notWaivable.statusCode).toBe(409);
      expect(notWaivable.json()).toMatchObject({ message: STAFF_ACTION_MESSAGES.notWaivable });
      expect(await auditsOf(ctx, member.id)).toEqual([]);

      const waived = await waive(4999, member.duesEntryId);
      expect(waived.statusCode, waived.body).toBe(200);
      expect(waived.json()).toMatchObject({ data: { kind: 'waive', balance: { amountCents: -4999 } } });
      expect(await ledgerLines(member.id, 'adjustment')).toEqual([
        { amountCents: -4999, description: 'Waived: Monthly dues' },
      ]);
      const twice = await waive(1, member.duesEntryId);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ message: STAFF_ACTION_MESSAGES.alreadyWaived });
      expect(await auditsOf(ctx, member.id)).toMatchObject([
        { action: 'member.fee-waived', reason: 'Billed twice', after: { waivedEntryId: member.duesEntryId } },
      ]);
    });

    it('waiving the past-due dues restores the membership in the same transaction, as a payment would', async () => {
      const { manager } = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      await owe(ctx(), member.id, 4999, 'Monthly dues, November 2026');
      const [unpaid] = await ctx()
        .app.db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.description, 'Monthly dues, November 2026')));
      await ctx()
        .app.db.update(memberships)
        .set({ billingStatus: 'suspended', pastDueSince: '2026-11-01', suspendedAt: clock.now() })
        .where(eq(memberships.id, member.membershipId));

      const half = await adjust(manager, member.id, {
        kind: 'waive',
        amountCents: 2000,
        ledgerEntryId: unpaid!.id,
        reason: 'Goodwill',
      });
      expect(half.json()).toMatchObject({ data: { standingRestored: false, balance: { amountCents: 2999 } } });
      const credit = await adjust(manager, member.id, { kind: 'credit', amountCents: 2999, reason: 'Goodwill' });
      expect(credit.statusCode, credit.body).toBe(200);
      expect(credit.json()).toMatchObject({
        message: `${STAFF_ACTION_MESSAGES.credited(2999)} ${STAFF_ACTION_MESSAGES.standingRestored}`,
        data: { standingRestored: true, balance: { amountCents: 0 } },
      });
      const [membership] = await ctx().app.db.select().from(memberships).where(eq(memberships.id, member.membershipId));
      expect(membership).toMatchObject({ billingStatus: 'current', pastDueSince: null, suspendedAt: null });
      expect(await balanceOf(ctx, member.id)).toBe(0);
      expect((await auditsOf(ctx, member.id)).map((row) => row.after)).toMatchObject([
        { pastDueMemberships: 1 },
        { pastDueMemberships: 0 },
      ]);
    });

    it('is refused for the front desk, another club’s manager and a member, and without a reason: nothing written', async () => {
      const tokens = await signIns(ctx);
      const marin = await payingMember(ctx, MARIN);
      const before = await footprint(ctx, marin.id);
      const credit = { kind: 'credit', amountCents: 500, reason: 'Sorry' };
      expect((await adjust(tokens.desk, marin.id, credit)).statusCode).toBe(403);
      expect((await adjust(tokens.member, marin.id, credit)).statusCode).toBe(403);
      expect((await adjust(tokens.manager, marin.id, credit)).statusCode).toBe(404);
      expect((await adjust(tokens.director, marin.id, { ...credit, reason: '' })).statusCode).toBe(400);
      expect((await adjust(tokens.director, marin.id, { ...credit, amountCents: 100_001 })).statusCode).toBe(400);
      expect(await footprint(ctx, marin.id)).toEqual(before);
    });
  },
  {},
  { clock },
);
