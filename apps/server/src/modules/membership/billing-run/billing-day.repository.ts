import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships, paymentMethods } from '../../../db/schema';
import { insertNotices } from './member-standing';

/** The billing day's housekeeping (docs/decisions/0027): memberships that have ended, cards about to expire. */
export class BillingDayRepository {
  constructor(private readonly db: Database) {}

  /** Ends the memberships whose last day is before `today`: passes, and monthly memberships cancelled. */
  async endMemberships(today: string): Promise<number> {
    const rows = await this.db
      .update(memberships)
      .set({ status: 'ended' })
      .where(and(eq(memberships.status, 'active'), lt(memberships.endDate, today)))
      .returning({ id: memberships.id });
    return rows.length;
  }

  /**
   * Members of an active monthly membership whose primary card cannot be charged on `billingDay`: one
   * 'card-expiring' notice per card and expiry.
   */
  async noticeExpiringCards(billingDay: string): Promise<number> {
    const [year, month] = billingDay.split('-').map(Number) as [number, number];
    const cards = await this.db
      .selectDistinct({
        userId: paymentMethods.userId,
        cardId: paymentMethods.id,
        expMonth: paymentMethods.expMonth,
        expYear: paymentMethods.expYear,
      })
      .from(paymentMethods)
      .innerJoin(memberships, eq(memberships.userId, paymentMethods.userId))
      .where(
        and(
          eq(paymentMethods.isPrimary, true),
          eq(memberships.status, 'active'),
          isNull(memberships.endDate),
          lt(sql`${paymentMethods.expYear} * 12 + ${paymentMethods.expMonth}`, year * 12 + month),
        ),
      );
    if (cards.length === 0) return 0;
    const rows = await insertNotices(
      this.db,
      cards.map((card) => ({
        userId: card.userId,
        kind: 'card-expiring' as const,
        dedupeKey: `card-expiring:${card.cardId}:${card.expYear}-${String(card.expMonth).padStart(2, '0')}`,
        paymentMethodId: card.cardId,
      })),
    );
    return rows.length;
  }
}
