import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type ChargeKind,
  charges,
  joinAttempts,
  ledgerEntries,
  memberships,
  paymentAttempts,
  plans,
  refunds,
} from '../../../db/schema';
import { periodOf } from '../billing-run';
import { currentMembership } from '../current-membership';

/** A charge of the member with what it paid for: its autopay or payment attempt, or its join and membership. */
export interface ChargeHistoryRow {
  id: string;
  kind: ChargeKind;
  amountCents: number;
  createdAt: Date;
  /** The attempt's ledger text, which names the card ('Autopay, Visa ending 4242'); null for a join. */
  attemptDescription: string | null;
  /** Autopay: the month billed (YYYY-MM-01). */
  period: string | null;
  /** A join: the card the join charged, as the provider gave it. */
  joinCard: { brand: string; last4: string } | null;
  /** A join: the membership it bought. */
  membership: {
    endDate: string | null;
    priceCents: number;
    proratedCents: number;
    lastMonthCents: number;
    planItemName: string;
  } | null;
}

export type DeclineHistoryRow = Pick<
  typeof paymentAttempts.$inferSelect,
  'id' | 'kind' | 'amountCents' | 'createdAt' | 'description' | 'period' | 'message'
>;

/** A refund the provider made (a cancellation within five business days), with why. */
export interface RefundHistoryRow {
  id: string;
  amountCents: number;
  reason: string;
  settledAt: Date;
}

export type CurrentMembership = NonNullable<Awaited<ReturnType<typeof currentMembership>>>;

/** What the member's standing is worked out from. */
export interface StandingFacts {
  membership: CurrentMembership | undefined;
  balanceCents: number;
  /** Whether the dues of the period asked about are posted for the membership. */
  duesPosted: boolean;
  /** The retry rounds made so far for the month the dunning began ('retry-1', ...). */
  retryRounds: string[];
}

/**
 * The member's payment history and billing standing (docs/decisions/0027), read for one user id only: charges
 * by charges_user_idx, declines by payment_attempts_user_idx, each newest first and cut at `limit`.
 */
export class BillingHistoryRepository {
  constructor(private readonly db: Database) {}

  async charges(userId: string, limit: number): Promise<ChargeHistoryRow[]> {
    const rows = await this.db
      .select({
        id: charges.id,
        kind: charges.kind,
        amountCents: charges.amountCents,
        createdAt: charges.createdAt,
        attemptDescription: paymentAttempts.description,
        period: paymentAttempts.period,
        joinBrand: sql<string | null>`${joinAttempts.card} ->> 'brand'`,
        joinLast4: sql<string | null>`${joinAttempts.card} ->> 'last4'`,
        endDate: memberships.endDate,
        priceCents: memberships.priceCents,
        proratedCents: memberships.proratedCents,
        lastMonthCents: memberships.lastMonthCents,
        planItemName: plans.itemName,
      })
      .from(charges)
      // A charge's provider key is its attempt's (a payment's or autopay's, or the join's): unique on both sides.
      .leftJoin(paymentAttempts, eq(paymentAttempts.providerKey, charges.idempotencyKey))
      .leftJoin(joinAttempts, and(eq(charges.kind, 'join'), eq(joinAttempts.providerKey, charges.idempotencyKey)))
      .leftJoin(memberships, and(eq(charges.kind, 'join'), eq(memberships.id, charges.membershipId)))
      .leftJoin(plans, eq(plans.id, memberships.planId))
      .where(eq(charges.userId, userId))
      .orderBy(desc(charges.createdAt), desc(charges.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amountCents: row.amountCents,
      createdAt: row.createdAt,
      attemptDescription: row.attemptDescription,
      period: row.period,
      joinCard: row.joinBrand && row.joinLast4 ? { brand: row.joinBrand, last4: row.joinLast4 } : null,
      membership:
        row.priceCents === null || row.planItemName === null
          ? null
          : {
              endDate: row.endDate,
              priceCents: row.priceCents,
              proratedCents: row.proratedCents ?? 0,
              lastMonthCents: row.lastMonthCents ?? 0,
              planItemName: row.planItemName,
            },
    }));
  }

  /** The member's refunds the provider made, newest first. */
  refunds(userId: string, limit: number): Promise<RefundHistoryRow[]> {
    return this.db
      .select({
        id: refunds.id,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        settledAt: refunds.updatedAt,
      })
      .from(refunds)
      .where(and(eq(refunds.userId, userId), eq(refunds.status, 'succeeded')))
      .orderBy(desc(refunds.updatedAt), desc(refunds.id))
      .limit(limit);
  }

  /** The member's declined attempts (their own payments and autopay), newest first. */
  declines(userId: string, limit: number): Promise<DeclineHistoryRow[]> {
    return this.db
      .select({
        id: paymentAttempts.id,
        kind: paymentAttempts.kind,
        amountCents: paymentAttempts.amountCents,
        createdAt: paymentAttempts.createdAt,
        description: paymentAttempts.description,
        period: paymentAttempts.period,
        message: paymentAttempts.message,
      })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'declined')))
      .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
      .limit(limit);
  }

  /** The current membership, the balance, whether `period`'s dues are posted, and the dunning's retries. */
  async standingFacts(userId: string, period: string): Promise<StandingFacts> {
    const membership = await currentMembership(this.db, userId);
    const [balance] = await this.db
      .select({
        cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
        duesPosted: sql<boolean>`coalesce(bool_or(${ledgerEntries.kind} = 'dues' and ${ledgerEntries.membershipId} = ${membership?.id ?? null} and ${ledgerEntries.period} = ${period}), false)`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId));
    const since = membership?.billingStatus === 'past_due' ? membership.pastDueSince : null;
    const rounds = since
      ? await this.db
          .select({ round: paymentAttempts.round })
          .from(paymentAttempts)
          .where(
            and(
              eq(paymentAttempts.membershipId, membership!.id),
              eq(paymentAttempts.period, periodOf(since)),
              like(paymentAttempts.round, 'retry-%'),
            ),
          )
      : [];
    return {
      membership,
      balanceCents: balance?.cents ?? 0,
      duesPosted: balance?.duesPosted ?? false,
      retryRounds: rounds.flatMap((row) => (row.round ? [row.round] : [])),
    };
  }
}
