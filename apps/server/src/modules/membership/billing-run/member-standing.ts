import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type BillingNoticeKind, billingNotices, ledgerEntries, memberships } from '../../../db/schema';

/** What the billing run and a member's own payments share: the member's standing and the notices. */

export interface NoticeRow {
  userId: string;
  kind: BillingNoticeKind;
  dedupeKey: string;
  chargeId?: string;
  membershipId?: string;
  paymentMethodId?: string;
  message?: string | null;
  /** A membership change's facts as it recorded them (docs/decisions/0028). */
  details?: Record<string, string | number | boolean | null>;
}

/**
 * The balance of a membership's member (the sum of their ledger) as SQL, in a query over `memberships`. The
 * names are spelled out: Drizzle leaves columns unqualified in a one-table select, which inside this subquery
 * would compare ledger_entries.user_id with itself.
 */
export const membershipBalance = sql<number>`(select coalesce(sum(balance_entry.amount_cents), 0)::int
  from ${ledgerEntries} as balance_entry where balance_entry.user_id = "memberships"."user_id")`;

/** Writes notices, each once per dedupe key; answers those written now. */
export function insertNotices(db: Database, rows: NoticeRow[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(billingNotices)
    .values(rows)
    .onConflictDoNothing({ target: billingNotices.dedupeKey })
    .returning({ id: billingNotices.id });
}

/**
 * Members whose balance is paid (zero or in credit) are in good standing again, at once: their past-due or
 * suspended memberships become 'current'. Called in the transaction that records a payment.
 */
export async function restorePaidMemberships(tx: Database, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const unpaid = and(
    inArray(memberships.userId, userIds),
    inArray(memberships.billingStatus, ['past_due', 'suspended']),
    lte(membershipBalance, 0),
  );
  // Locked in id order first, so that two recorders restoring overlapping members cannot deadlock.
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(unpaid)
    .orderBy(asc(memberships.id))
    .for('update');
  if (rows.length === 0) return;
  await tx
    .update(memberships)
    .set({ billingStatus: 'current', pastDueSince: null, suspendedAt: null })
    .where(
      inArray(
        memberships.id,
        rows.map((row) => row.id),
      ),
    );
}
