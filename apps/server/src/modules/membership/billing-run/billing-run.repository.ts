import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { freezes, ledgerEntries, memberships, paymentAttempts, paymentMethods, plans, users } from '../../../db/schema';
import { BILLING_TEXTS, cardLabel } from '../billing';
import { duesDescription, freezeFeeDescription, nextBillingDay } from './billing-calendar';
import { LEDGER_KEYS, ledger, paymentAttemptsLedger } from '../ledger';
import { membershipBalance } from './member-standing';

export type AutopayAttempt = typeof paymentAttempts.$inferSelect;

/** The text an attempt without a card on file is declined with. */
export const NO_CARD_MESSAGE = BILLING_TEXTS.noCardOnFile;

/** A membership an autopay round is due for, as read under its member's row lock. */
interface Candidate {
  membershipId: string;
  userId: string;
  balanceCents: number;
  cardId: string | null;
  cardToken: string | null;
  brand: string | null;
  last4: string | null;
}

/**
 * The billing run's reads and writes (docs/decisions/0027). Every write is safe to repeat and to run on several
 * instances at once: dues are unique per membership and month, an autopay attempt per provider key, a charge
 * per key, a notice per dedupe key. Batches walk memberships in id order, so that two runs lock members in
 * the same order.
 */
export class BillingRunRepository {
  constructor(private readonly db: Database) {}

  /**
   * Posts one month's charge for the next `limit` billable memberships after `after` (monthly, active, started
   * before the month, not in their final month: a cancellation's last month is paid by the last month prepaid at
   * the join, docs/decisions/0028): the dues, or the freeze fee for a month a freeze covers (nothing when that fee
   * is 0); one ledger entry each, unless one is there. Answers the last membership id looked at (null when none
   * was left) and how many entries this call wrote.
   */
  async postDues(
    period: string,
    at: Date,
    after: string | null,
    limit: number,
  ): Promise<{ last: string | null; posted: number }> {
    const batch = await this.db
      .select({
        id: memberships.id,
        userId: memberships.userId,
        priceCents: memberships.priceCents,
        freezeFeeCents: freezes.feeCents,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .leftJoin(
        freezes,
        and(
          eq(freezes.membershipId, memberships.id),
          isNull(freezes.withdrawnAt),
          lte(freezes.firstPeriod, period),
          gte(freezes.lastPeriod, period),
        ),
      )
      .where(
        and(
          eq(memberships.status, 'active'),
          isNull(plans.validityDays),
          or(isNull(memberships.endDate), gte(memberships.endDate, nextBillingDay(period))),
          lt(memberships.startDate, period),
          gt(memberships.priceCents, 0),
          after ? gt(memberships.id, after) : undefined,
        ),
      )
      .orderBy(asc(memberships.id))
      .limit(limit);
    if (batch.length === 0) return { last: null, posted: 0 };
    const entries = batch.flatMap((row) => {
      const frozen = row.freezeFeeCents !== null;
      const amountCents = frozen ? row.freezeFeeCents! : row.priceCents;
      if (amountCents === 0) return [];
      return [
        {
          userId: row.userId,
          kind: frozen ? ('freeze_fee' as const) : ('dues' as const),
          amountCents,
          description: frozen ? freezeFeeDescription(period) : duesDescription(period),
          membershipId: row.id,
          period,
          at,
        },
      ];
    });
    // A debt posted once per membership and month by its unique index, so no lock is needed to post it.
    const posted = await ledger.postMonthly(this.db, entries);
    return { last: batch.at(-1)!.id, posted };
  }

  /**
   * Starts the month's first autopay round for the next `limit` memberships after `after` whose dues for
   * `period` are posted and who have no first round yet: under their members' row locks (a member's own
   * payment takes the same lock), the balance due is read and an attempt recorded for it, pending on the
   * primary card, or declined at once without a card. Members with nothing due are passed over.
   */
  startFirstRounds(period: string, at: Date, after: string | null, limit: number) {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ membershipId: memberships.id, userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.membershipId, memberships.id),
            inArray(ledgerEntries.kind, ['dues', 'freeze_fee']),
            eq(ledgerEntries.period, period),
          ),
        )
        .where(
          and(
            eq(memberships.status, 'active'),
            after ? gt(memberships.id, after) : undefined,
            notExists(
              tx
                .select({ one: sql`1` })
                .from(paymentAttempts)
                .where(
                  and(
                    eq(paymentAttempts.kind, 'autopay'),
                    eq(paymentAttempts.membershipId, memberships.id),
                    eq(paymentAttempts.period, period),
                    eq(paymentAttempts.round, 'first'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(memberships.id))
        .limit(limit)
        .for('update', { of: users });
      if (rows.length === 0) return { last: null, started: [] as AutopayAttempt[] };
      const candidates = await this.candidates(
        tx,
        rows.map((row) => row.membershipId),
      );
      const started = await this.insertAttempts(tx, candidates, period, 'first', at);
      return { last: rows.at(-1)!.membershipId, started };
    });
  }

  /** One autopay round for each membership given (a retry, or a new primary card), under the member's lock. */
  startRound(membershipId: string, period: string, round: string, at: Date) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.id, membershipId))
        .for('update', { of: users });
      if (!row) return [];
      return this.insertAttempts(tx, await this.candidates(tx, [membershipId]), period, round, at);
    });
  }

  private candidates(tx: Database, membershipIds: string[]): Promise<Candidate[]> {
    return tx
      .select({
        membershipId: memberships.id,
        userId: memberships.userId,
        balanceCents: membershipBalance,
        cardId: paymentMethods.id,
        cardToken: paymentMethods.providerToken,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
      })
      .from(memberships)
      .leftJoin(paymentMethods, and(eq(paymentMethods.userId, memberships.userId), eq(paymentMethods.isPrimary, true)))
      .where(inArray(memberships.id, membershipIds))
      .orderBy(asc(memberships.id));
  }

  /**
   * Records the attempts, skipping members with nothing due. An attempt already recorded under the key, or a
   * member's own payment pending (one pending attempt per member), is passed over: the next run comes back.
   */
  private async insertAttempts(
    tx: Database,
    candidates: Candidate[],
    period: string,
    round: string,
    at: Date,
  ): Promise<AutopayAttempt[]> {
    const due = candidates.filter((row) => row.balanceCents > 0);
    if (due.length === 0) return [];
    return paymentAttemptsLedger.record(
      tx,
      due.map((row) => {
        const card = row.cardId && row.cardToken && row.brand && row.last4 ? row : null;
        return {
          userId: row.userId,
          kind: 'autopay' as const,
          providerKey: LEDGER_KEYS.autopay(row.membershipId, period, round),
          membershipId: row.membershipId,
          period,
          round,
          amountCents: row.balanceCents,
          cardId: card?.cardId ?? null,
          cardToken: card?.cardToken ?? '',
          description: card ? `Autopay, ${cardLabel({ brand: card.brand!, last4: card.last4! })}` : 'Autopay',
          status: card ? ('pending' as const) : ('declined' as const),
          message: card ? null : NO_CARD_MESSAGE,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }

  /** Pending autopay attempts after `after`, oldest id first: what the collector charges. */
  pendingAutopay(after: string | null, limit: number): Promise<AutopayAttempt[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.kind, 'autopay'),
          eq(paymentAttempts.status, 'pending'),
          after ? gt(paymentAttempts.id, after) : undefined,
        ),
      )
      .orderBy(asc(paymentAttempts.id))
      .limit(limit);
  }

  /** Past-due memberships whose dunning began on or before `onOrBefore`, with the retry rounds made so far. */
  async pastDue(onOrBefore: string) {
    const rows = await this.db
      .select({
        membershipId: memberships.id,
        userId: memberships.userId,
        pastDueSince: memberships.pastDueSince,
        rounds: sql<
          string[]
        >`coalesce(array_agg(${paymentAttempts.round}) filter (where ${paymentAttempts.round} like 'retry-%'), '{}')`,
      })
      .from(memberships)
      .leftJoin(
        paymentAttempts,
        and(
          eq(paymentAttempts.membershipId, memberships.id),
          eq(paymentAttempts.period, sql`date_trunc('month', ${memberships.pastDueSince})::date`),
        ),
      )
      .where(and(eq(memberships.billingStatus, 'past_due'), lte(memberships.pastDueSince, onOrBefore)))
      .groupBy(memberships.id)
      .orderBy(asc(memberships.id));
    return rows.map((row) => ({ ...row, pastDueSince: row.pastDueSince! }));
  }

  /** The membership of a member that a new card should be tried for: past due or suspended, with its month. */
  async unpaidMembership(userId: string) {
    const [row] = await this.db
      .select({ id: memberships.id, pastDueSince: memberships.pastDueSince })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.status, 'active'),
          inArray(memberships.billingStatus, ['past_due', 'suspended']),
        ),
      )
      .limit(1);
    return row;
  }
}
