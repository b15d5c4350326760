import type { Locale } from '@gym/contracts/i18n/locales';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  charges,
  clubs,
  joinAttempts,
  joinSubmissions,
  ledgerEntries,
  memberships,
  paymentAttempts,
  paymentMethods,
  plans,
  users,
} from '../../../db/schema';

export type ChargeRow = typeof charges.$inferSelect;

/** One charge with what its receipt and its e-mail print. */
export interface ChargeForReceipt {
  charge: ChargeRow;
  member: { id: string; firstName: string; lastName: string; email: string; memberNumber: number; locale: Locale };
  /** The payment or autopay attempt the charge was made for: its ledger text names the card. */
  attempt: { description: string; period: string | null } | null;
  /** The card charged: the card on file (while it is), or the one the join charged. */
  card: { brand: string; last4: string } | null;
  /** The membership's club and plan item ('Oakland Month to Month'); autopay and join charges have one. */
  clubName: string | null;
  planItemName: string | null;
  /** Autopay: the dues posted for the month billed. */
  duesCents: number | null;
  /** A join: its run key, to make the join's own receipt. */
  joinRunKey: string | null;
}

/** Reads a charge for its receipt (docs/decisions/0027). */
export class BillingReceiptsRepository {
  constructor(private readonly db: Database) {}

  async chargeForReceipt(chargeId: string): Promise<ChargeForReceipt | undefined> {
    const [row] = await this.db
      .select({
        charge: charges,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        memberNumber: users.memberNumber,
        locale: users.locale,
        description: paymentAttempts.description,
        period: paymentAttempts.period,
        brand: sql<string | null>`coalesce(${paymentMethods.brand}, ${joinAttempts.card} ->> 'brand')`,
        last4: sql<string | null>`coalesce(${paymentMethods.last4}, ${joinAttempts.card} ->> 'last4')`,
        clubName: clubs.displayName,
        planItemName: plans.itemName,
        duesCents: ledgerEntries.amountCents,
        joinRunKey: joinSubmissions.runKey,
      })
      .from(charges)
      .innerJoin(users, eq(users.id, charges.userId))
      // A charge's provider key is its attempt's: unique on both sides.
      .leftJoin(paymentAttempts, eq(paymentAttempts.providerKey, charges.idempotencyKey))
      .leftJoin(paymentMethods, eq(paymentMethods.id, paymentAttempts.cardId))
      .leftJoin(joinAttempts, and(eq(charges.kind, 'join'), eq(joinAttempts.providerKey, charges.idempotencyKey)))
      .leftJoin(memberships, eq(memberships.id, charges.membershipId))
      .leftJoin(clubs, eq(clubs.id, memberships.clubId))
      .leftJoin(plans, eq(plans.id, memberships.planId))
      .leftJoin(
        ledgerEntries,
        and(
          eq(ledgerEntries.kind, 'dues'),
          eq(ledgerEntries.membershipId, charges.membershipId),
          eq(ledgerEntries.period, paymentAttempts.period),
        ),
      )
      .leftJoin(joinSubmissions, eq(joinSubmissions.chargeId, charges.id))
      .where(eq(charges.id, chargeId))
      .limit(1);
    if (!row) return undefined;
    return {
      charge: row.charge,
      member: {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        memberNumber: row.memberNumber,
        locale: row.locale,
      },
      attempt: row.description === null ? null : { description: row.description, period: row.period },
      card: row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
      clubName: row.clubName,
      planItemName: row.planItemName,
      duesCents: row.duesCents,
      joinRunKey: row.joinRunKey,
    };
  }
}
