import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { paymentAttempts, refunds } from '../../../db/schema';
import type { PaymentAttemptStatus } from '../billing';
import type { RefundStatus } from '../changes';
import { mayMoveTo } from '../status-machines';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

type AttemptChanges = Partial<Pick<PaymentAttemptRow, 'providerChargeId' | 'message'>> & { at: Date };

/**
 * The ledger's writers of payment attempts and refunds (issue 27): recorded in their first status, then moved only
 * as the status machines allow (`mayMoveTo`: a row in another status is left as it is, and the caller is told
 * nothing moved). Each runs in the caller's transaction or on `db`.
 */
export const paymentAttemptsLedger = {
  /** New attempts, each once per provider key: answers those recorded now. */
  record(db: Database, rows: readonly NewPaymentAttempt[]): Promise<PaymentAttemptRow[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return db
      .insert(paymentAttempts)
      .values([...rows])
      .onConflictDoNothing()
      .returning();
  },

  /** A failed attempt asked again under its key: pending again, with what is asked now. */
  askAgain(db: Database, id: string, asked: Omit<NewPaymentAttempt, 'userId' | 'providerKey'>, at: Date) {
    return db
      .update(paymentAttempts)
      .set({ ...asked, status: 'pending', updatedAt: at })
      .where(and(eq(paymentAttempts.id, id), mayMoveTo('paymentAttempt', paymentAttempts.status, 'pending')))
      .returning();
  },

  /** A pending attempt sent to the provider again: its lease starts over. False when it is no longer pending. */
  async touch(db: Database, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(paymentAttempts)
      .set({ updatedAt: at })
      .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')))
      .returning({ id: paymentAttempts.id });
    return rows.length > 0;
  },

  /** Moves one attempt to `to`, with `where` narrowing it further (a lease): answers the row moved, if any. */
  move(
    db: Database,
    id: string,
    to: Exclude<PaymentAttemptStatus, 'pending'>,
    changes: AttemptChanges,
    where?: SQL,
  ): Promise<PaymentAttemptRow[]> {
    const { at, ...fields } = changes;
    return db
      .update(paymentAttempts)
      .set({ ...fields, status: to, updatedAt: at })
      .where(and(eq(paymentAttempts.id, id), mayMoveTo('paymentAttempt', paymentAttempts.status, to), where))
      .returning();
  },

  /** Many attempts succeeded at once, each with its provider charge id: one statement. */
  async succeeded(db: Database, outcomes: readonly { id: string; providerChargeId: string }[], at: Date) {
    if (outcomes.length === 0) return;
    const values = sql.join(
      outcomes.map(({ id, providerChargeId }) => sql`(${id}::uuid, ${providerChargeId})`),
      sql`, `,
    );
    await db.execute(sql`update ${paymentAttempts}
      set status = 'succeeded', provider_charge_id = outcome.charge_id, message = null, updated_at = ${at}
      from (values ${values}) as outcome(id, charge_id)
      where ${paymentAttempts.id} = outcome.id and ${mayMoveTo('paymentAttempt', paymentAttempts.status, 'succeeded')}`);
  },
};

export const refundsLedger = {
  /** The refund recorded under a provider key, if any (a repeat of a staff request). */
  byKey(db: Database, providerKey: string): Promise<RefundRow[]> {
    return db.select().from(refunds).where(eq(refunds.providerKey, providerKey));
  },

  /** Refunds asked for, each once per provider key: answers those recorded now (pending). */
  record(db: Database, rows: readonly NewRefund[]): Promise<RefundRow[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return db
      .insert(refunds)
      .values(rows.map((row) => ({ ...row, status: 'pending' as const })))
      .onConflictDoNothing()
      .returning();
  },

  /** One refund settled as the provider answered: answers whether it moved (it was still pending). */
  async settle(
    db: Database,
    id: string,
    to: Exclude<RefundStatus, 'pending'>,
    changes: { providerRefundId?: string; message?: string; at: Date },
  ): Promise<boolean> {
    const { at, ...fields } = changes;
    const moved = await db
      .update(refunds)
      .set({ ...fields, status: to, updatedAt: at })
      .where(and(eq(refunds.id, id), mayMoveTo('refund', refunds.status, to)))
      .returning({ id: refunds.id });
    return moved.length > 0;
  },

  /** A refund sent to the provider again: its lease starts over. */
  async touch(db: Database, id: string, at: Date): Promise<void> {
    await db.update(refunds).set({ updatedAt: at }).where(eq(refunds.id, id));
  },
};
