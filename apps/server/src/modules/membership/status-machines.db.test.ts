import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cancellations, memberships, paymentAttempts, refunds } from '../../db/schema';
import { describeEachDatabase } from '../../test/app';
import { newMember } from './billing/billing-test-kit';
import { MemberPaymentsRepository } from './billing/member-payments.repository';
import { RefundsRepository } from './changes/refunds.repository';
import { ledger } from './ledger';
import { mayWithdrawCancellation } from './status-machines';

// The status machines as the repositories meet them: a move the table does not allow changes nothing.
describeEachDatabase('the status machines of money, in the database', (ctx) => {
  const db = () => ctx().app.db;

  async function chargeOf(userId: string, key: string) {
    const [charge] = await db().transaction((tx) =>
      ledger.recordCharges(tx, [
        { userId, kind: 'payment', providerChargeId: `ch_${key}`, amountCents: 1500, key, at: new Date() },
      ]),
    );
    return charge!;
  }

  it('does not settle a failed refund as succeeded', async () => {
    const member = await newMember(ctx());
    const charge = await chargeOf(member.id, `refund-machine-${member.id}`);
    const [refund] = await db()
      .insert(refunds)
      .values({
        userId: member.id,
        chargeId: charge.id,
        providerKey: `refund:test:${charge.id}`,
        amountCents: 500,
        reason: 'test',
        status: 'failed',
      })
      .returning();
    const settled = await new RefundsRepository(db()).settleSucceeded(
      { ...refund!, providerChargeId: charge.providerChargeId, requestedBy: null },
      're_1',
      new Date(),
    );
    expect(settled).toBe(false);
    const [after] = await db().select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after!.status).toBe('failed');
  });

  it('does not mark a declined payment attempt failed or succeeded', async () => {
    const member = await newMember(ctx());
    const [attempt] = await db()
      .insert(paymentAttempts)
      .values({
        userId: member.id,
        providerKey: `member-payment:${member.id}:machine`,
        amountCents: 1500,
        cardToken: 'tok_test',
        description: 'Payment, Visa ending 4242',
        status: 'declined',
      })
      .returning();
    const payments = new MemberPaymentsRepository(db());
    await payments.recordPayment(attempt!, { providerChargeId: 'ch_machine', amountCents: 1500 });
    const [after] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt!.id));
    expect(after!.status).toBe('declined');
  });

  it('withdraws only a standing cancellation, not one withdrawn, in the five business days or past its last day', async () => {
    const member = await newMember(ctx());
    const [membership] = await db()
      .insert(memberships)
      .values({ userId: member.id, planId: 'marin-monthly', clubId: '101', startDate: '2027-01-01', priceCents: 8899 })
      .returning();
    const today = '2027-03-10';
    const cancellation = async (values: Partial<typeof cancellations.$inferInsert>) => {
      const [row] = await db()
        .insert(cancellations)
        .values({
          reference: `CAN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
          membershipId: membership!.id,
          userId: member.id,
          noticeDate: '2027-03-01',
          lastDay: '2027-04-30',
          ...values,
        })
        .returning();
      return row!;
    };
    const withdraw = async (id: string) =>
      db()
        .update(cancellations)
        .set({ withdrawnAt: new Date() })
        .where(and(eq(cancellations.id, id), mayWithdrawCancellation(today)))
        .returning();
    // One standing cancellation per membership (the unique index): each refused one is withdrawn by hand after.
    const withdrawn = await cancellation({ withdrawnAt: new Date('2027-03-02T00:00:00Z') });
    expect(await withdraw(withdrawn.id)).toEqual([]);
    for (const refused of [{ coolingOff: true }, { lastDay: '2027-03-09' }]) {
      const row = await cancellation(refused);
      expect(await withdraw(row.id)).toEqual([]);
      await db().update(cancellations).set({ withdrawnAt: new Date() }).where(eq(cancellations.id, row.id));
    }
    const standing = await cancellation({});
    expect(await withdraw(standing.id)).toHaveLength(1);
    expect(await withdraw(standing.id)).toEqual([]);
  });
});
