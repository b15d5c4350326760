import {
  type BookTrainingBody,
  PERSONAL_TRAINING_MESSAGES,
  type TrainingSession,
} from '@gym/contracts/personal-training';
import type { ICalEventData } from 'ical-generator';
import { BOOKING_RULES } from '@gym/contracts/class-bookings';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import type { Database } from '../../../db/client';
import { clubDayStart, clubMinuteOf } from '../../../lib/club-date';
import type { DayHours } from '@gym/contracts/club-hours';
import { withinHours } from '../../classes/schedule';
import { isExclusionViolation } from '../../../db/errors';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { ClubsService } from '../../club/clubs';
import { lockMember } from '../../membership/ledger';
import type { AvailabilityService } from '../availability';
import type { PacksService } from '../packs';
import { isFreeSlot } from '../slots';
import type { TrainersService } from '../trainers';
import type { TrainingNoticesService } from '../notices';
import { sessionEvent } from './session-event';
import { HOUR_MS, cancelsFree, conflict, refusalOf, toTrainingSession } from './session-rules';
import type { TrainingSessionRow } from '../training.schema';
import type { SessionView, TrainingSessionsRepository } from './training-sessions.repository';

/**
 * Personal-training sessions (issue 30 point 4): a member books a trainer's free slot with a session of a pack, in
 * one transaction under the member's lock; the trainer's exclusion constraint, not this code, keeps two bookings of
 * one slot apart on any number of instances (the loser's insert fails and its pack session is never taken).
 * Cancelling more than 24 hours ahead gives the session back; later it is used. A trainer's cancel always gives it
 * back.
 */
export class TrainingSessionsService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: TrainingSessionsRepository;
      packs: PacksService;
      availability: AvailabilityService;
      trainers: TrainersService;
      clubs: ClubsService;
      clock: Clock;
      /** What the member and the trainer are told, written in the change's transaction. */
      notices: Pick<TrainingNoticesService, 'write'>;
      /** Sends the notices just written (after commit). */
      nudge: () => void;
    },
  ) {}

  /**
   * `alsoInTx` writes with the booking (the staff's audit row, when they book for a member), committed with it or not
   * at all.
   */
  async book(
    userId: string,
    body: BookTrainingBody,
    alsoInTx?: (tx: Database, session: TrainingSessionRow) => Promise<void>,
  ): Promise<TrainingSession> {
    const club = await this.deps.clubs.requireClub(body.clubId);
    await this.deps.trainers.record(body.trainerId);
    const startsAt = new Date(body.startsAt);
    let sessionId: string;
    try {
      sessionId = await this.deps.db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const input = await this.deps.availability.slotInput(body.trainerId, club, body.minutes, tx);
        if (!isFreeSlot(input, startsAt)) throw refusalOf(input, startsAt);
        const packId = await this.deps.packs.take(tx, { userId, clubId: club.id, minutes: body.minutes, startsAt });
        if (!packId) throw conflict(PERSONAL_TRAINING_MESSAGES.noPack);
        const endsAt = new Date(startsAt.getTime() + body.minutes * 60_000);
        const row = await this.deps.repository.insert(tx, {
          trainerId: body.trainerId,
          userId,
          clubId: club.id,
          packId,
          startsAt,
          endsAt,
          blockedUntil: new Date(endsAt.getTime() + input.settings.bufferMinutes * 60_000),
          minutes: body.minutes,
          mode: body.mode,
          createdAt: this.deps.clock.now(),
        });
        await this.deps.notices.write(tx, row, 'booked', ['member', 'trainer']);
        await alsoInTx?.(tx, row);
        return row.id;
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict(PERSONAL_TRAINING_MESSAGES.slotTaken);
      throw error;
    }
    this.deps.nudge();
    return this.answer(sessionId);
  }

  /** The member's sessions to come and today's, and the ones they cancelled. */
  async mine(userId: string): Promise<TrainingSession[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.repository.ofMember(userId, new Date(now.getTime() - 12 * HOUR_MS));
    return rows.map((row) => toTrainingSession(row, now));
  }

  /** A trainer's calendar from a day before now to `days` ahead. */
  async calendar(trainerId: string, days = 28): Promise<TrainingSession[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.repository.ofTrainer(
      trainerId,
      new Date(now.getTime() - 24 * HOUR_MS),
      new Date(now.getTime() + days * 24 * HOUR_MS),
    );
    return rows.map((row) => toTrainingSession(row, now, true));
  }

  /** A club's sessions for `days` club days from `from` (its today by default), for the console. */
  async clubCalendar(clubId: string, from: string | undefined, days: number) {
    const club = await this.deps.clubs.requireClub(clubId);
    const now = this.deps.clock.now();
    const first = from ?? clubTodayIso(now, club.timeZone);
    const rows = await this.deps.repository.ofClub(
      clubId,
      clubDayStart(first, club.timeZone),
      clubDayStart(addDays(first, days), club.timeZone),
    );
    return { club, from: first, sessions: rows.map((row) => toTrainingSession(row, now)) };
  }

  /**
   * Moves a booked session to another free start of its trainer (the staff's, for the member): the slot is checked
   * without the session itself, and the exclusion constraints decide; the member and the trainer get the new time
   * with its calendar file (the same event, updated).
   */
  async move(
    sessionId: string,
    startsAt: Date,
    alsoInTx?: (tx: Database, before: SessionView, after: TrainingSessionRow) => Promise<void>,
  ): Promise<TrainingSession> {
    const session = await this.deps.repository.byId(sessionId);
    if (!session || session.status !== 'booked') throw conflict(PERSONAL_TRAINING_MESSAGES.notBooked);
    const club = await this.deps.clubs.requireClub(session.clubId);
    try {
      await this.deps.db.transaction(async (tx) => {
        await lockMember(tx, session.userId);
        const input = await this.deps.availability.slotInput(session.trainerId, club, session.minutes, tx);
        const others = {
          ...input,
          busy: input.busy.filter(
            (busy) =>
              !(
                busy.startsAt.getTime() === session.startsAt.getTime() &&
                busy.endsAt.getTime() === session.blockedUntil.getTime()
              ),
          ),
        };
        if (!isFreeSlot(others, startsAt)) throw refusalOf(others, startsAt);
        const endsAt = new Date(startsAt.getTime() + session.minutes * 60_000);
        const moved = await this.deps.repository.move(tx, sessionId, {
          startsAt,
          endsAt,
          blockedUntil: new Date(endsAt.getTime() + input.settings.bufferMinutes * 60_000),
        });
        if (!moved) throw conflict(PERSONAL_TRAINING_MESSAGES.notBooked);
        await this.deps.notices.write(tx, moved, 'booked', ['member', 'trainer']);
        await alsoInTx?.(tx, session, moved);
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict(PERSONAL_TRAINING_MESSAGES.slotTaken);
      throw error;
    }
    this.deps.nudge();
    return this.answer(sessionId);
  }

  /** The month's payroll rows per trainer at a club (month YYYY-MM on the club's clock). */
  async payroll(clubId: string, month: string) {
    const club = await this.deps.clubs.requireClub(clubId);
    const first = `${month}-01`;
    const next = addDays(first, 32).slice(0, 8) + '01';
    return this.deps.repository.payroll(clubId, clubDayStart(first, club.timeZone), clubDayStart(next, club.timeZone));
  }

  /** The trainer's mark once the session started: attended or a no-show (the session is used either way). */
  async mark(trainerId: string, sessionId: string, attendance: 'attended' | 'noShow'): Promise<TrainingSession> {
    const session = await this.ownSession(trainerId, sessionId);
    if (session.startsAt > this.deps.clock.now()) throw conflict(PERSONAL_TRAINING_MESSAGES.notStartedYet);
    if (!(await this.deps.repository.mark(sessionId, attendance))) throw conflict(PERSONAL_TRAINING_MESSAGES.notBooked);
    return this.answer(sessionId, true);
  }

  /** The trainer's private notes of a session. */
  async setNotes(trainerId: string, sessionId: string, notes: string): Promise<TrainingSession> {
    await this.ownSession(trainerId, sessionId);
    await this.deps.repository.setNotes(sessionId, notes);
    return this.answer(sessionId, true);
  }

  /**
   * The desk's scan of a member at a club: their in-person session there starting within the hour or started up to
   * 15 minutes ago is attended (the classes' window). Answers the sessions marked.
   */
  markAtDesk(checkIn: { userId: string; clubId: string; at: Date }): Promise<string[]> {
    const { at } = checkIn;
    return this.deps.repository.markAttendedStarting(
      checkIn.userId,
      checkIn.clubId,
      new Date(at.getTime() - BOOKING_RULES.attendMinutesAfter * 60_000),
      new Date(at.getTime() + BOOKING_RULES.attendMinutesBefore * 60_000),
    );
  }

  /**
   * A closure entered over sessions (issue 28 point 1): the club's in-person sessions that day it is no longer open
   * for are cancelled in the closure's transaction, each back in its pack, and the member and the trainer told
   * (`nudge` after the commit). A video session goes on. Answers how many were cancelled.
   */
  async cancelForClosure(
    tx: Database,
    club: { id: string; timeZone: string },
    closure: { date: string; hours: DayHours | null },
  ): Promise<number> {
    const sessions = await this.deps.repository.bookedInPerson(
      tx,
      club.id,
      clubDayStart(closure.date, club.timeZone),
      clubDayStart(addDays(closure.date, 1), club.timeZone),
    );
    const closed = sessions.filter(
      (session) => !withinHours(closure.hours, clubMinuteOf(session.startsAt, club.timeZone), session.minutes),
    );
    for (const session of closed) {
      const row = await this.deps.repository.cancel(tx, session.id, {
        by: null,
        at: this.deps.clock.now(),
        returned: true,
      });
      if (!row) continue;
      await this.deps.packs.giveBack(tx, row.packId);
      await this.deps.notices.write(tx, row, 'closed', ['member', 'trainer']);
    }
    return closed.length;
  }

  /** Sends the notices a closure wrote, once it has committed. */
  changed(): void {
    this.deps.nudge();
  }

  /** Whether a member and a trainer have a session (booked or had): they may message and call each other. */
  haveSession(memberId: string, trainerId: string): Promise<boolean> {
    return this.deps.repository.haveSession(memberId, trainerId);
  }

  private async ownSession(trainerId: string, sessionId: string): Promise<SessionView> {
    const session = await this.deps.repository.byId(sessionId);
    if (!session) throw notFound(PERSONAL_TRAINING_MESSAGES.sessionNotFound);
    if (session.trainerId !== trainerId) throw new AppError('FORBIDDEN', PERSONAL_TRAINING_MESSAGES.ownSessionsOnly);
    return session;
  }

  /**
   * Cancels a booked session: the member's own (back to the pack more than 24 hours ahead, used after), or the
   * trainer's (always back). Once: a second cancel finds it no longer booked.
   */
  async cancel(actor: { id: string; role: string }, sessionId: string): Promise<TrainingSession> {
    const now = this.deps.clock.now();
    const session = await this.deps.repository.byId(sessionId);
    if (!session) throw notFound(PERSONAL_TRAINING_MESSAGES.sessionNotFound);
    const byTrainer = actor.role === 'trainer' && session.trainerId === actor.id;
    if (!byTrainer && session.userId !== actor.id)
      throw new AppError('FORBIDDEN', PERSONAL_TRAINING_MESSAGES.ownSessionsOnly);
    if (session.startsAt <= now) throw conflict(PERSONAL_TRAINING_MESSAGES.started);
    const returned = byTrainer || cancelsFree(session.startsAt, now);
    const cancelled = await this.deps.db.transaction(async (tx) => {
      await lockMember(tx, session.userId);
      const row = await this.deps.repository.cancel(tx, sessionId, { by: actor.id, at: now, returned });
      if (!row) return undefined;
      if (returned) await this.deps.packs.giveBack(tx, row.packId);
      // The other party is told at once.
      await this.deps.notices.write(tx, row, 'cancelled', [byTrainer ? 'member' : 'trainer']);
      return row;
    });
    if (!cancelled) throw conflict(PERSONAL_TRAINING_MESSAGES.notBooked);
    this.deps.nudge();
    return this.answer(sessionId);
  }

  /**
   * A member whose account is being deleted (docs/decisions/0054): their sessions to come are cancelled in the
   * caller's transaction, each back in its pack (nothing is used up), and the trainer told. Answers how many.
   */
  async cancelUpcomingOf(tx: Database, userId: string): Promise<number> {
    const now = this.deps.clock.now();
    let cancelled = 0;
    for (const { id } of await this.deps.repository.bookedAhead(tx, userId, now)) {
      const row = await this.deps.repository.cancel(tx, id, { by: null, at: now, returned: true });
      if (!row) continue;
      await this.deps.packs.giveBack(tx, row.packId);
      await this.deps.notices.write(tx, row, 'cancelled', ['trainer']);
      cancelled += 1;
    }
    return cancelled;
  }

  /** A session as its pages read it (for the notices and the calendar). */
  view(sessionId: string): Promise<SessionView | undefined> {
    return this.deps.repository.byId(sessionId);
  }

  /** The member's sessions from `since` as calendar events (their feed). */
  async events(userId: string, since: Date, site: { publicUrl: string; now: Date }): Promise<ICalEventData[]> {
    return (await this.deps.repository.ofMember(userId, since)).map((session) => sessionEvent(session, site));
  }

  private async answer(sessionId: string, forTrainer = false): Promise<TrainingSession> {
    const row = await this.deps.repository.byId(sessionId);
    if (!row) throw new Error(`training session ${sessionId} vanished`);
    return toTrainingSession(row, this.deps.clock.now(), forTrainer);
  }
}
