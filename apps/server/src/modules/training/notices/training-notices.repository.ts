import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@gym/contracts/i18n/locales';
import { TRAINING_RULES } from '@gym/contracts/personal-training';
import type { Database } from '../../../db/client';
import { noticeQueue } from '../../../db/notice-queue';
import { trainingNotices, trainingSessions, users } from '../../../db/schema';
import type { TrainingNotice, TrainingNoticeKind } from '../training.schema';

const queue = noticeQueue<TrainingNotice>(trainingNotices);

/** Whom a notice goes to. */
export interface NoticeRecipient {
  id: string;
  email: string;
  firstName: string;
  locale: Locale;
}

/** training_notices: written in the change's transaction, sent by the training-notices job. */
export class TrainingNoticesRepository {
  constructor(private readonly db: Database) {}

  async write(tx: Database, rows: { userId: string; sessionId: string; kind: TrainingNoticeKind }[]): Promise<void> {
    if (rows.length > 0) await tx.insert(trainingNotices).values(rows).onConflictDoNothing();
  }

  claim(limit: number, leaseMs: number): Promise<TrainingNotice[]> {
    return queue.claim(this.db, limit, leaseMs);
  }

  markSent(id: string): Promise<void> {
    return queue.markSent(this.db, id);
  }

  async recipient(userId: string): Promise<NoticeRecipient | undefined> {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /**
   * The reminders due at `now`: a booked session starting within the next 24 hours that was booked before that
   * window opened (a session booked the day itself has just been confirmed). One per session (a unique index), on
   * any number of instances. Answers how many were written.
   */
  async writeDueReminders(now: Date): Promise<number> {
    const window = TRAINING_RULES.reminderHours * 3_600_000;
    const written = await this.db
      .insert(trainingNotices)
      .select(
        this.db
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            userId: trainingSessions.userId,
            sessionId: trainingSessions.id,
            kind: sql<TrainingNoticeKind>`'reminder'`.as('kind'),
            createdAt: sql<Date>`${now}::timestamptz`.as('created_at'),
            claimedUntil: sql<Date | null>`null::timestamptz`.as('claimed_until'),
            sentAt: sql<Date | null>`null::timestamptz`.as('sent_at'),
          })
          .from(trainingSessions)
          .where(
            and(
              eq(trainingSessions.status, 'booked'),
              gt(trainingSessions.startsAt, now),
              lte(trainingSessions.startsAt, new Date(now.getTime() + window)),
              sql`${trainingSessions.createdAt} < ${trainingSessions.startsAt} - ${window}::int * interval '1 millisecond'`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: trainingNotices.id });
    return written.length;
  }
}
