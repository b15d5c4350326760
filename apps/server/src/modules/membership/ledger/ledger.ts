import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { charges, ledgerEntries, memberships, users } from '../../../db/schema';
import type { ChargeKind } from '../membership.schema';

export type ChargeRow = typeof charges.$inferSelect;

/** Money the provider took, as the caller knows it; `key` is the provider key it was taken under (LEDGER_KEYS). */
export interface NewCharge {
  userId: string;
  membershipId?: string | null;
  kind: ChargeKind;
  providerChargeId: string;
  amountCents: number;
  key: string;
  at: Date;
}

/** A month's charge of a membership: its dues, or a frozen month's fee. */
export interface MonthlyLine {
  userId: string;
  membershipId: string;
  period: string;
  kind: 'dues' | 'freeze_fee';
  amountCents: number;
  description: string;
  at: Date;
}

/** What the member owes or is given, in the business's words: the amount is always the positive sum of money. */
export interface LedgerLine {
  userId: string;
  amountCents: number;
  description: string;
  membershipId?: string | null;
  at: Date;
}

function positive(amountCents: number): number {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a ledger amount is a positive number of cents, not ${amountCents}`);
  }
  return amountCents;
}

/** Takes the member's users row lock for the rest of the transaction: every writer of their money takes it. */
export async function lockMember(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The members of these memberships, locked in membership order, as starting a round does (startFirstRounds): a
 * transaction that locked a membership first and then needed its member (a notice's key) could wait on a run
 * starting rounds that holds the member and needs the membership: a deadlock between two instances.
 */
export async function lockMembersOf(tx: Database, membershipIds: readonly string[]): Promise<void> {
  const unique = [...new Set(membershipIds)];
  if (unique.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.id, unique))
    .orderBy(asc(memberships.id))
    .for('update', { of: users });
}

/**
 * The one writer of charges and ledger entries (issue 27). Every function runs in the caller's transaction, which
 * holds the member's lock (`lockMember` / `lockMembersOf`, taken here too where the caller may not have); each sets
 * the sign of what it writes — debts positive, payments and credits negative — so no caller chooses one.
 */
export const ledger = {
  /** The provider's charges, each once per key: answers those recorded now (a key already recorded is skipped). */
  async recordCharges(tx: Database, newCharges: readonly NewCharge[]): Promise<ChargeRow[]> {
    if (newCharges.length === 0) return [];
    return tx
      .insert(charges)
      .values(
        newCharges.map((charge) => ({
          userId: charge.userId,
          membershipId: charge.membershipId ?? null,
          providerChargeId: charge.providerChargeId,
          amountCents: positive(charge.amountCents),
          kind: charge.kind,
          idempotencyKey: charge.key,
          createdAt: charge.at,
        })),
      )
      .onConflictDoNothing()
      .returning();
  },

  /** The charge recorded under a provider key, if any. */
  async chargeByKey(tx: Database, key: string): Promise<ChargeRow | undefined> {
    const [row] = await tx.select().from(charges).where(eq(charges.idempotencyKey, key));
    return row;
  },

  /** Charges that pay the member's balance: one payment line each, naming its charge. */
  async creditPayments(tx: Database, paid: readonly { charge: ChargeRow; description: string }[]): Promise<void> {
    if (paid.length === 0) return;
    await tx.insert(ledgerEntries).values(
      paid.map(({ charge, description }) => ({
        userId: charge.userId,
        kind: 'payment' as const,
        amountCents: -positive(charge.amountCents),
        description,
        chargeId: charge.id,
        createdAt: charge.createdAt,
      })),
    );
  },

  /** A month's dues or freeze fee, once per membership and month: answers how many were posted now. */
  async postMonthly(tx: Database, lines: readonly MonthlyLine[]): Promise<number> {
    if (lines.length === 0) return 0;
    const posted = await tx
      .insert(ledgerEntries)
      .values(
        lines.map((line) => ({
          userId: line.userId,
          kind: line.kind,
          amountCents: positive(line.amountCents),
          description: line.description,
          membershipId: line.membershipId,
          period: line.period,
          createdAt: line.at,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    return posted.length;
  },

  /** A fee the member owes (a plan change's prorated difference). */
  async chargeFee(tx: Database, line: LedgerLine): Promise<void> {
    await lockMember(tx, line.userId);
    await tx
      .insert(ledgerEntries)
      .values({ ...lineValues(line), kind: 'fee', amountCents: positive(line.amountCents) });
  },

  /** A payment given back by a refund: the member owes it again (a credit may follow, see `credit`). */
  async putBack(tx: Database, line: LedgerLine): Promise<void> {
    await lockMember(tx, line.userId);
    await tx
      .insert(ledgerEntries)
      .values({ ...lineValues(line), kind: 'refund', amountCents: positive(line.amountCents) });
  },

  /** Money the member is given (a staff credit, a cooling-off's forgiven balance, a staff refund's credit). */
  async credit(tx: Database, line: LedgerLine): Promise<string> {
    return insertCredit(tx, line, 'credit');
  },

  /** A debt of the member's waived, in part or whole (the waived line's text is the caller's). */
  async waive(tx: Database, line: LedgerLine): Promise<string> {
    return insertCredit(tx, line, 'adjustment');
  },
};

const lineValues = (line: LedgerLine) => ({
  userId: line.userId,
  description: line.description,
  membershipId: line.membershipId ?? null,
  createdAt: line.at,
});

async function insertCredit(tx: Database, line: LedgerLine, kind: 'credit' | 'adjustment'): Promise<string> {
  await lockMember(tx, line.userId);
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ ...lineValues(line), kind, amountCents: -positive(line.amountCents) })
    .returning({ id: ledgerEntries.id });
  return entry!.id;
}
