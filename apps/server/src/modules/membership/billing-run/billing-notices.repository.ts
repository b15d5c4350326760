import type { Locale } from '@gym/contracts/i18n/locales';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { noticeQueue } from '../../../db/notice-queue';
import { billingNotices, ledgerEntries, memberships, paymentAttempts, paymentMethods, users } from '../../../db/schema';
import { periodOf } from './billing-calendar';

export type BillingNotice = typeof billingNotices.$inferSelect;

const queue = noticeQueue<BillingNotice>(billingNotices);

/** The member a notice goes to. */
export interface NoticeRecipient {
  email: string;
  firstName: string;
  memberNumber: number;
  /** The account's language: its notices are written in it (docs/decisions/0039). */
  locale: Locale;
}

/** A membership's billing standing as a notice tells it, read when the notice is sent. */
export interface NoticeStanding {
  billingStatus: 'current' | 'past_due' | 'suspended';
  pastDueSince: string | null;
  balanceCents: number;
  /** The retry rounds made so far for the month the dunning began ('retry-1', ...). */
  retryRounds: string[];
}

/**
 * billing_notices as a queue (docs/decisions/0027): a sender claims unsent notices for a lease, sends them and
 * stamps them sent. Claims are taken with FOR UPDATE SKIP LOCKED, so senders on several instances (or two in one)
 * never take the same notice; a sender that dies leaves its claims to run out, and another takes them then.
 */
export class BillingNoticesRepository {
  constructor(private readonly db: Database) {}

  /** Claims up to `limit` unsent notices, oldest first, for `leaseMs` (the queue's). */
  claim(limit: number, leaseMs: number): Promise<BillingNotice[]> {
    return queue.claim(this.db, limit, leaseMs);
  }

  /** Stamps a notice sent (or passed over: nothing is left to tell); its claim ends. */
  markSent(id: string): Promise<void> {
    return queue.markSent(this.db, id);
  }

  async recipient(userId: string): Promise<NoticeRecipient | undefined> {
    const [row] = await this.db
      .select({
        email: users.email,
        firstName: users.firstName,
        memberNumber: users.memberNumber,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async standing(membershipId: string): Promise<NoticeStanding | undefined> {
    const [membership] = await this.db
      .select({
        userId: memberships.userId,
        billingStatus: memberships.billingStatus,
        pastDueSince: memberships.pastDueSince,
      })
      .from(memberships)
      .where(eq(memberships.id, membershipId));
    if (!membership) return undefined;
    const [balance] = await this.db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, membership.userId));
    const since = membership.pastDueSince;
    const rounds = since
      ? await this.db
          .select({ round: paymentAttempts.round })
          .from(paymentAttempts)
          .where(
            and(
              eq(paymentAttempts.membershipId, membershipId),
              eq(paymentAttempts.period, periodOf(since)),
              like(paymentAttempts.round, 'retry-%'),
            ),
          )
      : [];
    return {
      billingStatus: membership.billingStatus,
      pastDueSince: since,
      balanceCents: balance?.cents ?? 0,
      retryRounds: rounds.flatMap((row) => (row.round ? [row.round] : [])),
    };
  }

  /** A card a notice names, with the monthly dues of the member's active monthly membership (null without one). */
  async card(cardId: string) {
    const [card] = await this.db
      .select({
        userId: paymentMethods.userId,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        expMonth: paymentMethods.expMonth,
        expYear: paymentMethods.expYear,
        isPrimary: paymentMethods.isPrimary,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, cardId));
    if (!card) return undefined;
    const [monthly] = await this.db
      .select({ priceCents: memberships.priceCents })
      .from(memberships)
      .where(and(eq(memberships.userId, card.userId), eq(memberships.status, 'active'), isNull(memberships.endDate)))
      .orderBy(desc(memberships.createdAt))
      .limit(1);
    return { ...card, duesCents: monthly?.priceCents ?? null };
  }
}
