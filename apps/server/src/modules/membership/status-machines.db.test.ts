import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentAttempts, refunds } from '../../db/schema';
import { describeEachDatabase } from '../../test/app';
import { newMember } from './billing/billing-test-kit';
import { MemberPaymentsRepository } from './billing/member-payments.repository';
import { RefundsRepository } from './changes/refunds.repository';
import { ledger } from './ledger';

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
});
