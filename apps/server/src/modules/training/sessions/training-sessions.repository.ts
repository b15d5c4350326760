import { type SQL, and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { clubs, trainingPacks, trainingSessions, users } from '../../../db/schema';
import type { TrainingSessionRow } from '../training.schema';

export type NewTrainingSession = typeof trainingSessions.$inferInsert;

/** A session with the names its pages show. */
export type SessionView = TrainingSessionRow & {
  clubName: string;
  timeZone: string;
  trainerFirstName: string;
  trainerLastName: string;
  memberFirstName: string;
  memberLastName: string;
};

const trainer = alias(users, 'trainer');
const member = alias(users, 'member');

/** Personal-training sessions (issue 30 point 4): booked, cancelled, attended or missed. */
export class TrainingSessionsRepository {
  constructor(private readonly db: Database) {}

  private view(where: SQL | undefined, db: Database = this.db) {
    return db
      .select({
        session: trainingSessions,
        clubName: clubs.displayName,
        timeZone: clubs.timeZone,
        trainerFirstName: trainer.firstName,
        trainerLastName: trainer.lastName,
        memberFirstName: member.firstName,
        memberLastName: member.lastName,
      })
      .from(trainingSessions)
      .innerJoin(clubs, eq(clubs.id, trainingSessions.clubId))
      .innerJoin(trainer, eq(trainer.id, trainingSessions.trainerId))
      .innerJoin(member, eq(member.id, trainingSessions.userId))
      .where(where)
      .orderBy(asc(trainingSessions.startsAt))
      .then((rows) => rows.map(({ session, ...names }) => ({ ...session, ...names })));
  }

  /** The exclusion constraints decide: an overlap with the trainer's or the member's sessions throws 23P01. */
  async insert(tx: Database, row: NewTrainingSession): Promise<TrainingSessionRow> {
    const [inserted] = await tx.insert(trainingSessions).values(row).returning();
    return inserted!;
  }

  async byId(sessionId: string, db: Database = this.db): Promise<SessionView | undefined> {
    const [row] = await this.view(eq(trainingSessions.id, sessionId), db);
    return row;
  }

  /** The member's sessions from `from` on, and the cancelled ones among them. */
  ofMember(userId: string, from: Date): Promise<SessionView[]> {
    return this.view(and(eq(trainingSessions.userId, userId), gte(trainingSessions.endsAt, from)));
  }

  /** A trainer's calendar between two instants. */
  ofTrainer(trainerId: string, from: Date, until: Date): Promise<SessionView[]> {
    return this.view(
      and(
        eq(trainingSessions.trainerId, trainerId),
        gte(trainingSessions.endsAt, from),
        lt(trainingSessions.startsAt, until),
      ),
    );
  }

  /** A club's sessions between two instants (the console's calendar). */
  ofClub(clubId: string, from: Date, until: Date): Promise<SessionView[]> {
    return this.view(
      and(
        eq(trainingSessions.clubId, clubId),
        gte(trainingSessions.endsAt, from),
        lt(trainingSessions.startsAt, until),
      ),
    );
  }

  /** Moves a booked session in the caller's transaction; the exclusion constraints decide as for a booking. */
  async move(tx: Database, sessionId: string, span: { startsAt: Date; endsAt: Date; blockedUntil: Date }) {
    const [row] = await tx
      .update(trainingSessions)
      .set(span)
      .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.status, 'booked')))
      .returning();
    return row;
  }

  /**
   * The month's payroll per trainer at a club: sessions delivered (attended), no-shows, late cancels, and the
   * revenue of the sessions used (each at its pack's price per session; intro sessions are free).
   */
  async payroll(clubId: string, from: Date, until: Date) {
    const { rows } = (await this.db.execute(sql`
      select u.id as "trainerId", u.first_name as "firstName", u.last_name as "lastName",
             count(*) filter (where s.status = 'attended')::int as delivered,
             count(*) filter (where s.status = 'noShow')::int as "noShows",
             count(*) filter (where s.status = 'cancelled' and not s.returned_to_pack)::int as "lateCancels",
             coalesce(sum(round(p.price_cents::numeric / p.sessions))
               filter (where s.status in ('attended', 'noShow') or (s.status = 'cancelled' and not s.returned_to_pack)), 0)::int
               as "revenueCents"
        from ${trainingSessions} s
        join ${trainingPacks} p on p.id = s.pack_id
        join ${users} u on u.id = s.trainer_id
       where s.club_id = ${clubId} and s.starts_at >= ${from} and s.starts_at < ${until}
       group by u.id, u.first_name, u.last_name
       order by u.first_name, u.last_name`)) as {
      rows: {
        trainerId: string;
        firstName: string;
        lastName: string;
        delivered: number;
        noShows: number;
        lateCancels: number;
        revenueCents: number;
      }[];
    };
    return rows;
  }

  /** A club's booked in-person sessions starting between two instants, locked (a closure's day). */
  bookedInPerson(tx: Database, clubId: string, from: Date, until: Date): Promise<TrainingSessionRow[]> {
    return tx
      .select()
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.clubId, clubId),
          eq(trainingSessions.status, 'booked'),
          eq(trainingSessions.mode, 'inPerson'),
          gte(trainingSessions.startsAt, from),
          lt(trainingSessions.startsAt, until),
        ),
      )
      .for('update');
  }

  /** The member's booked sessions starting after `now`, locked: a deleted account's are cancelled (0054). */
  async bookedAhead(tx: Database, userId: string, now: Date): Promise<{ id: string }[]> {
    return tx
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.userId, userId),
          eq(trainingSessions.status, 'booked'),
          sql`${trainingSessions.startsAt} > ${now.toISOString()}`,
        ),
      )
      .for('update');
  }

  /** Moves a booked session to cancelled, once: answers the row if this call moved it. */
  async cancel(tx: Database, sessionId: string, change: { by: string | null; at: Date; returned: boolean }) {
    const [row] = await tx
      .update(trainingSessions)
      .set({ status: 'cancelled', cancelledBy: change.by, cancelledAt: change.at, returnedToPack: change.returned })
      .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.status, 'booked')))
      .returning();
    return row;
  }

  /** The trainer's mark after the start: attended or a no-show (either uses the session). */
  async mark(sessionId: string, status: 'attended' | 'noShow'): Promise<TrainingSessionRow | undefined> {
    const [row] = await this.db
      .update(trainingSessions)
      .set({ status })
      .where(
        and(eq(trainingSessions.id, sessionId), sql`${trainingSessions.status} in ('booked', 'attended', 'noShow')`),
      )
      .returning();
    return row;
  }

  /** The desk's check-in: the member's booked in-person sessions at the club starting between two instants. */
  async markAttendedStarting(userId: string, clubId: string, from: Date, until: Date): Promise<string[]> {
    const rows = await this.db
      .update(trainingSessions)
      .set({ status: 'attended' })
      .where(
        and(
          eq(trainingSessions.userId, userId),
          eq(trainingSessions.clubId, clubId),
          eq(trainingSessions.status, 'booked'),
          eq(trainingSessions.mode, 'inPerson'),
          gte(trainingSessions.startsAt, from),
          lt(trainingSessions.startsAt, until),
        ),
      )
      .returning({ id: trainingSessions.id });
    return rows.map((row) => row.id);
  }

  async haveSession(userId: string, trainerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.trainerId, trainerId)))
      .limit(1);
    return row !== undefined;
  }

  async setNotes(sessionId: string, notes: string): Promise<void> {
    await this.db.update(trainingSessions).set({ notes }).where(eq(trainingSessions.id, sessionId));
  }
}
