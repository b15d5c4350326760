import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { calls } from '../../../db/schema';

export type CallRow = typeof calls.$inferSelect;

/** The calls table: one row per video call a trainer or the director started with a member. */
export class CallsRepository {
  constructor(private readonly db: Database) {}

  async insert(callerId: string, calleeId: string): Promise<CallRow> {
    const [row] = await this.db.insert(calls).values({ callerId, calleeId }).returning();
    if (!row) throw new Error('the call was not saved');
    return row;
  }

  async find(id: string): Promise<CallRow | undefined> {
    const [row] = await this.db.select().from(calls).where(eq(calls.id, id));
    return row;
  }

  /** Accepts a call that is neither accepted nor ended; undefined when it no longer can be. */
  async accept(id: string): Promise<CallRow | undefined> {
    const [row] = await this.db
      .update(calls)
      .set({ acceptedAt: new Date() })
      .where(and(eq(calls.id, id), isNull(calls.acceptedAt), isNull(calls.endedAt)))
      .returning();
    return row;
  }

  /** Ends a call that has not ended; undefined when it already had. */
  async end(id: string): Promise<CallRow | undefined> {
    const [row] = await this.db
      .update(calls)
      .set({ endedAt: new Date() })
      .where(and(eq(calls.id, id), isNull(calls.endedAt)))
      .returning();
    return row;
  }

  /** The account's calls that have not ended and were started after `since`. */
  openCallsOf(userId: string, since: Date): Promise<CallRow[]> {
    return this.db
      .select()
      .from(calls)
      .where(
        and(
          or(eq(calls.callerId, userId), eq(calls.calleeId, userId)),
          isNull(calls.endedAt),
          gt(calls.createdAt, since),
        ),
      );
  }
}
