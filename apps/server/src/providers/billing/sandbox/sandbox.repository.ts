import { eq, sql } from 'drizzle-orm';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { PastProviderCharge } from '../billing-provider';
import { type BulkColumns, bulkInsert } from '../../../db/bulk-insert';
import type { Database } from '../../../db/client';
import { billingSandboxCards, billingSandboxCharges, billingSandboxRefunds } from '../../../db/schema';

export type SandboxCardRow = typeof billingSandboxCards.$inferSelect;

/** A card the sandbox held before it began (the provider's importHistory). */
export interface PastSandboxCard {
  token: string;
  brand: 'visa' | 'mastercard';
  last4: string;
  expMonth: number;
  expYear: number;
  billingName: string;
  behaviour: 'approve' | 'decline';
}
export type SandboxChargeRow = typeof billingSandboxCharges.$inferSelect;
export type SandboxRefundRow = typeof billingSandboxRefunds.$inferSelect;

/** What a refund attempt found, decided inside one transaction with the charge row locked. */
export type RefundOutcome =
  | { kind: 'created' | 'existing'; refund: SandboxRefundRow }
  | { kind: 'charge_not_found' }
  | { kind: 'not_refundable'; charge: SandboxChargeRow; remainingCents: number };

/** The sandbox provider's tables (prefix billing_sandbox_): its stand-in for another company's systems. */
export class SandboxRepository {
  constructor(private readonly db: Database) {}

  async insertCard(card: typeof billingSandboxCards.$inferInsert): Promise<void> {
    await this.db.insert(billingSandboxCards).values(card);
  }

  /** Many cards and charges at once, set-based (the sandbox's side of a seeded history). */
  async insertHistory(cards: readonly PastSandboxCard[], charges: readonly PastProviderCharge[]): Promise<void> {
    await bulkInsert(this.db, 'billing_sandbox_cards', SANDBOX_CARD_COLUMNS, cards);
    await bulkInsert(
      this.db,
      'billing_sandbox_charges',
      SANDBOX_CHARGE_COLUMNS,
      charges.map((charge) => ({
        id: charge.providerChargeId,
        idempotencyKey: charge.idempotencyKey,
        cardToken: charge.cardToken,
        amountCents: charge.amountCents,
        description: charge.description,
        status: charge.outcome,
        declineMessage: charge.outcome === 'declined' ? CARD_DECLINED_MESSAGE : null,
        createdAt: charge.at,
      })),
    );
  }

  async findCard(token: string): Promise<SandboxCardRow | undefined> {
    const [row] = await this.db.select().from(billingSandboxCards).where(eq(billingSandboxCards.token, token));
    return row;
  }

  async findChargeByKey(idempotencyKey: string): Promise<SandboxChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(billingSandboxCharges)
      .where(eq(billingSandboxCharges.idempotencyKey, idempotencyKey));
    return row;
  }

  /**
   * Inserts the charge unless its idempotency key is taken: `created` false means another call got there
   * first, and `row` is that call's charge. One statement, so concurrent calls with one key make one row.
   */
  async insertChargeOnce(
    charge: typeof billingSandboxCharges.$inferInsert,
  ): Promise<{ created: boolean; row: SandboxChargeRow }> {
    const [inserted] = await this.db
      .insert(billingSandboxCharges)
      .values(charge)
      .onConflictDoNothing({ target: billingSandboxCharges.idempotencyKey })
      .returning();
    if (inserted) return { created: true, row: inserted };
    const existing = await this.findChargeByKey(charge.idempotencyKey);
    if (!existing) throw new Error('A charge with this idempotency key vanished');
    return { created: false, row: existing };
  }

  async findRefundByKey(idempotencyKey: string): Promise<SandboxRefundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(billingSandboxRefunds)
      .where(eq(billingSandboxRefunds.idempotencyKey, idempotencyKey));
    return row;
  }

  /**
   * A refund in one transaction: the charge row is locked, the key is looked up again under the lock, the
   * refund row is written and the charge's refunded total moves with it, or nothing is written.
   * `amountCents` null means all that is left.
   */
  async refundOnce(input: {
    id: string;
    idempotencyKey: string;
    chargeId: string;
    amountCents: number | null;
  }): Promise<RefundOutcome> {
    return this.db.transaction(async (tx) => {
      const [charge] = await tx
        .select()
        .from(billingSandboxCharges)
        .where(eq(billingSandboxCharges.id, input.chargeId))
        .for('update');
      if (!charge) return { kind: 'charge_not_found' };

      const [existing] = await tx
        .select()
        .from(billingSandboxRefunds)
        .where(eq(billingSandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (existing) return { kind: 'existing', refund: existing };

      const remainingCents = charge.amountCents - charge.refundedCents;
      const amountCents = input.amountCents ?? remainingCents;
      if (charge.status !== 'succeeded' || amountCents <= 0 || amountCents > remainingCents) {
        return { kind: 'not_refundable', charge, remainingCents };
      }

      const [refund] = await tx
        .insert(billingSandboxRefunds)
        .values({ id: input.id, idempotencyKey: input.idempotencyKey, chargeId: charge.id, amountCents })
        .onConflictDoNothing({ target: billingSandboxRefunds.idempotencyKey })
        .returning();
      if (!refund) {
        // The same key was used at the same moment for another charge, whose lock we do not hold.
        const taken = await tx
          .select()
          .from(billingSandboxRefunds)
          .where(eq(billingSandboxRefunds.idempotencyKey, input.idempotencyKey));
        if (!taken[0]) throw new Error('A refund with this idempotency key vanished');
        return { kind: 'existing', refund: taken[0] };
      }
      await tx
        .update(billingSandboxCharges)
        .set({ refundedCents: sql`${billingSandboxCharges.refundedCents} + ${amountCents}` })
        .where(eq(billingSandboxCharges.id, charge.id));
      return { kind: 'created', refund };
    });
  }
}

const SANDBOX_CARD_COLUMNS: BulkColumns<typeof billingSandboxCards.$inferInsert> = {
  token: { type: 'text', value: (card) => card.token },
  brand: { type: 'text', value: (card) => card.brand },
  last4: { type: 'text', value: (card) => card.last4 },
  exp_month: { type: 'integer', value: (card) => card.expMonth },
  exp_year: { type: 'integer', value: (card) => card.expYear },
  billing_name: { type: 'text', value: (card) => card.billingName ?? null },
  behaviour: { type: 'text', value: (card) => card.behaviour },
};

const SANDBOX_CHARGE_COLUMNS: BulkColumns<typeof billingSandboxCharges.$inferInsert> = {
  id: { type: 'text', value: (charge) => charge.id },
  idempotency_key: { type: 'text', value: (charge) => charge.idempotencyKey },
  card_token: { type: 'text', value: (charge) => charge.cardToken },
  amount_cents: { type: 'integer', value: (charge) => charge.amountCents },
  description: { type: 'text', value: (charge) => charge.description },
  status: { type: 'text', value: (charge) => charge.status },
  decline_message: { type: 'text', value: (charge) => charge.declineMessage ?? null },
  created_at: { type: 'timestamptz', value: (charge) => (charge.createdAt as Date).toISOString() },
};
