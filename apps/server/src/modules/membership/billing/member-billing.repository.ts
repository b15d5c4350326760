import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { lockMember } from '../ledger';
import { ledgerEntries, paymentMethods } from '../../../db/schema';

export type CardRow = typeof paymentMethods.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** What the provider told us about a card, and the name our dialog took. */
export interface NewCard {
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  billingName: string;
}

export type AddCardOutcome = { kind: 'added' | 'existing'; card: CardRow } | { kind: 'taken' };
export type DeleteOutcome = 'deleted' | 'not_found' | 'primary' | 'last_with_balance';

/** The ledger's order: by time, debts before payments at the same instant, then by id. */
export const LEDGER_ORDER = [
  asc(ledgerEntries.createdAt),
  sql`${ledgerEntries.amountCents} < 0`,
  asc(ledgerEntries.id),
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A card id that cannot be a row's id is simply not found (never a 400 that tells it apart). */
export const isCardId = (id: string) => UUID.test(id);

/**
 * The card a payment is charged to, read in the caller's transaction: the one the member chose, else their primary
 * card; or why there is none (no card on file, or not one of theirs).
 */
export async function chargeableCard(
  db: Database,
  userId: string,
  cardId?: string,
): Promise<{ card: CardRow } | { kind: 'no_card' | 'card_not_found' }> {
  if (cardId !== undefined && !isCardId(cardId)) return { kind: 'card_not_found' };
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        cardId === undefined ? eq(paymentMethods.isPrimary, true) : eq(paymentMethods.id, cardId),
      ),
    );
  if (card) return { card };
  return { kind: cardId === undefined ? 'no_card' : 'card_not_found' };
}

/**
 * A member's saved cards (payment_methods) and ledger (ledger_entries); payments are in
 * member-payments.repository.ts. Every query is scoped to the member's user id: another member's card is not
 * found. Writes of more than one row lock the member's users row first, so that two requests of one member take
 * turns.
 */
export class MemberBillingRepository {
  constructor(private readonly db: Database) {}

  /** The member's cards: primary first, then oldest first. */
  listCards(userId: string): Promise<CardRow[]> {
    return this.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(desc(paymentMethods.isPrimary), asc(paymentMethods.createdAt), asc(paymentMethods.id));
  }

  async findCard(userId: string, cardId: string): Promise<CardRow | undefined> {
    if (!isCardId(cardId)) return undefined;
    const [row] = await this.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, cardId)));
    return row;
  }

  async primaryCard(userId: string): Promise<CardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isPrimary, true)));
    return row;
  }

  /**
   * Every ledger entry of the member, oldest first (the order the running total is taken in); at one instant
   * (a billing run posts dues and records their autopay at its clock's time) what is owed comes first.
   */
  ledger(userId: string): Promise<LedgerRow[]> {
    return this.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(...LEDGER_ORDER);
  }

  async balanceCents(userId: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId));
    return row?.total ?? 0;
  }

  /**
   * Saves a card the provider knows. The member's first card becomes primary, as does one added with
   * `makePrimary`; the same token again is the same card (its name is updated). A token another account saved
   * is `taken`: a card belongs to the member who typed it into the frame.
   */
  addCard(userId: string, card: NewCard, makePrimary: boolean): Promise<AddCardOutcome> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const [elsewhere] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.providerToken, card.providerToken), ne(paymentMethods.userId, userId)))
        .limit(1);
      if (elsewhere) return { kind: 'taken' };

      const [existing] = await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerToken, card.providerToken)));
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId));
      const primary = makePrimary || count === 0;
      // The unique partial index allows one primary card: the old one is unset before the new one is set.
      if (primary) await tx.update(paymentMethods).set({ isPrimary: false }).where(eq(paymentMethods.userId, userId));

      if (existing) {
        const [updated] = await tx
          .update(paymentMethods)
          .set({ billingName: card.billingName, isPrimary: primary || existing.isPrimary })
          .where(eq(paymentMethods.id, existing.id))
          .returning();
        return { kind: 'existing', card: updated ?? existing };
      }
      const [added] = await tx
        .insert(paymentMethods)
        .values({ userId, ...card, isPrimary: primary })
        .returning();
      if (!added) throw new Error('payment method insert returned no row');
      return { kind: 'added', card: added };
    });
  }

  /** Makes the member's card primary (and no other); false when the member has no such card. */
  makePrimary(userId: string, cardId: string): Promise<boolean> {
    if (!isCardId(cardId)) return Promise.resolve(false);
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const [card] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, cardId)));
      if (!card) return false;
      await tx.update(paymentMethods).set({ isPrimary: false }).where(eq(paymentMethods.userId, userId));
      await tx.update(paymentMethods).set({ isPrimary: true }).where(eq(paymentMethods.id, cardId));
      return true;
    });
  }

  /**
   * Deletes the member's card unless it is the primary one while other cards exist, or the only one while a
   * balance is due. Decided with the member locked, so two deletes cannot both pass the checks.
   */
  deleteCard(userId: string, cardId: string): Promise<DeleteOutcome> {
    if (!isCardId(cardId)) return Promise.resolve('not_found');
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const cards = await tx
        .select({ id: paymentMethods.id, isPrimary: paymentMethods.isPrimary })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId));
      const card = cards.find((row) => row.id === cardId);
      if (!card) return 'not_found';
      if (card.isPrimary && cards.length > 1) return 'primary';
      if (cards.length === 1 && (await this.balanceCents(userId, tx)) > 0) return 'last_with_balance';
      await tx.delete(paymentMethods).where(eq(paymentMethods.id, cardId));
      return 'deleted';
    });
  }
}
