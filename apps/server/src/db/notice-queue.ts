import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table of notices written in the transaction that made them true and sent after commit by a job. */
export type NoticeTable = PgTable & {
  id: PgColumn;
  createdAt: PgColumn;
  claimedUntil: PgColumn;
  sentAt: PgColumn;
};

/**
 * A notices table as a queue (docs/decisions/0027, 0050, 0053): a sender claims unsent notices for a lease (FOR
 * UPDATE SKIP LOCKED, so senders on any number of instances never take the same one), sends them and stamps them
 * sent; a sender that dies leaves its claims to run out, and another takes them then. The lease is judged by the
 * database's clock, which every instance shares.
 */
export function noticeQueue<Row extends { id: string; createdAt: Date }>(table: NoticeTable) {
  return {
    /** Claims up to `limit` unsent notices, oldest first, for `leaseMs`. */
    async claim(db: Database, limit: number, leaseMs: number): Promise<Row[]> {
      const due = db
        .select({ id: table.id })
        .from(table)
        .where(and(isNull(table.sentAt), or(isNull(table.claimedUntil), lt(table.claimedUntil, sql`now()`))))
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = (await db
        .update(table)
        .set({ claimedUntil: sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'` } as never)
        .where(inArray(table.id, due))
        .returning()) as unknown as Row[];
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    },

    /** Stamps a notice sent (or passed over: nothing is left to tell); its claim ends. */
    async markSent(db: Database, id: string): Promise<void> {
      await db
        .update(table)
        .set({ sentAt: sql`now()`, claimedUntil: null } as never)
        .where(and(eq(table.id, id), isNull(table.sentAt)));
    },
  };
}

/** What sending the due notices did: e-mailed, passed over (nothing left to tell), failed (tried again later). */
export interface NoticesReport {
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * Sends every notice due, batch by batch, as each queue's job does: `deliverBatch` readies a batch (reading what its
 * notices speak of at once) and answers how to deliver one of them, true when an e-mail went, false when nothing was
 * left to tell; either way the notice is stamped sent. A failure leaves it claimed: another sender takes it when its
 * lease runs out.
 */
export async function drainNotices<N extends { id: string }>(
  queue: { claim(): Promise<N[]>; markSent(id: string): Promise<void> },
  deliverBatch: (batch: readonly N[]) => Promise<(notice: N) => Promise<boolean>>,
  onFailure: (notice: N, error: unknown) => void,
): Promise<NoticesReport> {
  const report: NoticesReport = { sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const batch = await queue.claim();
    if (batch.length === 0) return report;
    const deliver = await deliverBatch(batch);
    for (const notice of batch) {
      try {
        const sent = await deliver(notice);
        await queue.markSent(notice.id);
        report[sent ? 'sent' : 'skipped'] += 1;
      } catch (error) {
        report.failed += 1;
        onFailure(notice, error);
      }
    }
  }
}
