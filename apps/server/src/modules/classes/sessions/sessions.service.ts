import {
  BOOKING_RULES,
  type Attendance,
  type ClassRoster,
  ROSTER_MESSAGES,
  type TrainerClasses,
} from '@gym/contracts/class-bookings';
import { STAFF_CLASS_MESSAGES } from '@gym/contracts/staff-classes';
import { type MoveSessionBody, STAFF_SCHEDULE_MESSAGES, minuteOfClockTime } from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { StoredFile } from '../../../providers/storage';
import type { ClubHoursService } from '../../club/hours';
import type { AttendanceService } from '../attendance';
import type { BookingsService } from '../bookings';
import { sessionSpan, withinHours } from '../schedule';
import type { SessionMovesRepository } from './session-moves.repository';
import type { SessionRow, SessionsRepository } from './sessions.repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * One class session as its trainer and its club's managers run it (issue 29 points 10 and 11): the roster and
 * attendance, a message to everyone booked, and the managers' changes (each in the caller's transaction, so that
 * the console writes its audit row with it). Everyone a change concerns is told by a notice written with it.
 */
export class SessionsService {
  constructor(
    private readonly deps: {
      repository: SessionsRepository;
      moves: SessionMovesRepository;
      hours: Pick<ClubHoursService, 'hoursFor'>;
      bookings: Pick<BookingsService, 'placeByStaff' | 'endByClub' | 'passOn'>;
      attendance: Pick<AttendanceService, 'mark'>;
      clock: Clock;
      /** A member's join photo by member number (the desk's). */
      photo: (memberNumber: string) => Promise<StoredFile>;
      /** Sends the notices a change wrote, once it has committed. */
      notify: () => void;
    },
  ) {}

  async require(sessionId: string, tx?: Database): Promise<SessionRow> {
    const session = await this.deps.repository.session(sessionId, tx);
    if (!session) throw notFound(STAFF_CLASS_MESSAGES.sessionNotFound);
    return session;
  }

  /** The trainer's classes from yesterday to a week ahead. */
  trainerClasses(trainerId: string): Promise<TrainerClasses> {
    const now = this.deps.clock.now().getTime();
    return this.deps.repository.trainerClasses(trainerId, new Date(now - DAY_MS), new Date(now + 8 * DAY_MS));
  }

  /** The session, when it is this trainer's (403 otherwise). */
  async requireTrainerOf(trainerId: string, sessionId: string): Promise<SessionRow> {
    const session = await this.require(sessionId);
    if (session.trainerId !== trainerId) throw new AppError('FORBIDDEN', ROSTER_MESSAGES.notYourClass);
    return session;
  }

  async roster(session: SessionRow): Promise<ClassRoster> {
    const [{ booked, waitlist }, shown] = await Promise.all([
      this.deps.repository.roster(session.id, session.startsAt),
      this.deps.repository.view(session.id),
    ]);
    return { session: shown, className: session.className, booked, waitlist };
  }

  /** A booked member's photo, for the roster. */
  async rosterPhoto(session: SessionRow, bookingId: string): Promise<StoredFile> {
    const memberNumber = await this.deps.repository.bookedMemberNumber(session.id, bookingId);
    if (memberNumber === undefined) throw notFound(ROSTER_MESSAGES.notOnRoster);
    return this.deps.photo(String(memberNumber));
  }

  /** Marks a booked member attended or a no-show (a strike), from 15 minutes before the start. */
  async markAttendance(session: SessionRow, bookingId: string, attendance: Attendance): Promise<ClassRoster> {
    const now = this.deps.clock.now();
    if (now.getTime() < session.startsAt.getTime() - BOOKING_RULES.attendMinutesAfter * MINUTE_MS) {
      throw conflict(ROSTER_MESSAGES.notStartedYet);
    }
    const marked = await this.deps.attendance.mark(session.id, bookingId, attendance);
    if (!marked) throw notFound(ROSTER_MESSAGES.notOnRoster);
    return this.roster(session);
  }

  /** The trainer's message to everyone booked, e-mailed by the notices' sender. The members told. */
  async message(session: SessionRow, text: string): Promise<number> {
    const { booked } = await this.deps.repository.roster(session.id, session.startsAt);
    if (booked.length > 0) {
      await this.deps.repository.tell(
        booked.map((entry) => entry.bookingId),
        'message',
        { text },
      );
      this.deps.notify();
    }
    return booked.length;
  }

  /** Cancels the session and every place in it; each member is told (no strike, no fee). */
  async cancel(tx: Database, session: SessionRow, reason: string): Promise<number> {
    this.requireNotStarted(session);
    if (session.cancelledAt) throw conflict(STAFF_CLASS_MESSAGES.alreadyCancelled);
    await this.deps.repository.cancelSessions(tx, [session.id], this.deps.clock.now(), { reason, closed: false });
    return session.booked + session.waitlisted;
  }

  /** Closes sessions for a closure (issue 28): cancelled with their places, members told the club is closed. */
  cancelForClosure(tx: Database, sessionIds: string[], reason: string): Promise<number> {
    return this.deps.repository.cancelSessions(tx, sessionIds, this.deps.clock.now(), { reason, closed: true });
  }

  async substitute(tx: Database, session: SessionRow, trainerId: string): Promise<void> {
    this.requireLive(session);
    if (session.trainerId === trainerId) throw conflict(STAFF_CLASS_MESSAGES.sameTrainer);
    const trainers = await this.deps.repository.clubTrainers(session.clubId, tx);
    if (!trainers.some((trainer) => trainer.id === trainerId)) {
      throw new AppError('BAD_REQUEST', STAFF_CLASS_MESSAGES.notATrainer);
    }
    await this.deps.repository.substitute(tx, session.id, trainerId);
  }

  /** A new capacity (at most the room's, at least the places taken); a raise books the first waiting at once. */
  async setCapacity(tx: Database, session: SessionRow, capacity: number): Promise<void> {
    this.requireLive(session);
    if (capacity > session.roomCapacity) throw new AppError('BAD_REQUEST', STAFF_CLASS_MESSAGES.capacityAboveRoom);
    if (!(await this.deps.repository.setCapacity(tx, session.id, capacity))) {
      throw conflict(STAFF_CLASS_MESSAGES.capacityBelowBooked);
    }
    await this.deps.bookings.passOn(tx, session.id);
  }

  /**
   * Moves the class on its own to a club day and time (the club's clock) and/or another of its club's rooms: never
   * into the past, while the club is closed, into a room another class is in then or one holding fewer than are
   * booked (a smaller room lowers the capacity to its own). Everyone booked or waiting is told and may cancel freely;
   * its series' changes no longer reach it. The members told.
   */
  async move(tx: Database, session: SessionRow, to: MoveSessionBody): Promise<number> {
    this.requireLive(session);
    const now = this.deps.clock.now();
    const startMinute = minuteOfClockTime(to.startTime);
    const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / MINUTE_MS);
    const span = sessionSpan(to.day, startMinute, minutes, session.timeZone);
    const retimed = span.startsAt.getTime() !== session.startsAt.getTime();
    if (!retimed && to.roomId === session.roomId) throw badRequest(STAFF_SCHEDULE_MESSAGES.nothingToMove);
    if (span.startsAt <= now) throw conflict(STAFF_SCHEDULE_MESSAGES.movedIntoPast);
    const room = await this.deps.moves.room(to.roomId, tx);
    if (!room || room.clubId !== session.clubId) {
      const message = STAFF_SCHEDULE_MESSAGES.roomNotInClub;
      throw badRequest(message, [{ field: 'roomId', message }]);
    }
    if (room.capacity < session.booked) throw conflict(STAFF_SCHEDULE_MESSAGES.roomTooSmall);
    const hours = await this.deps.hours.hoursFor(session.clubId, to.day, to.day, tx);
    if (!withinHours(hours.get(to.day) ?? null, startMinute, minutes)) {
      throw conflict(STAFF_SCHEDULE_MESSAGES.clubClosed);
    }
    if (await this.deps.moves.roomTaken(tx, room.id, span.startsAt, span.endsAt, session.id)) {
      throw conflict(STAFF_SCHEDULE_MESSAGES.roomTaken);
    }
    const place = { day: to.day, ...span, roomId: room.id, capacity: Math.min(session.capacity, room.capacity) };
    const notice = {
      movedFrom: session.startsAt.toISOString(),
      ...(room.id !== session.roomId && { room: room.name }),
    };
    return this.deps.moves.move(tx, session.id, place, notice, now);
  }

  /** Puts a member on the class (a free place; the rules a member books by are the staff's to waive). */
  async addMember(
    tx: Database,
    session: SessionRow,
    memberNumber: number,
  ): Promise<{ userId: string; bookingId: string }> {
    this.requireLive(session);
    const userId = await this.deps.repository.memberId(memberNumber, tx);
    if (!userId) throw notFound(STAFF_CLASS_MESSAGES.memberNotFound);
    const place = await this.deps.bookings.placeByStaff(tx, session.id, userId);
    if (place === 'taken') throw conflict(STAFF_CLASS_MESSAGES.alreadyOn);
    if (place === 'full') throw conflict(STAFF_CLASS_MESSAGES.full);
    if (place === 'cancelled') throw conflict(STAFF_CLASS_MESSAGES.alreadyCancelled);
    return { userId, bookingId: place.id };
  }

  /** Takes a member off the class or its waitlist (no strike); a place freed goes to the waitlist. */
  async removeBooking(tx: Database, session: SessionRow, bookingId: string): Promise<{ userId: string }> {
    this.requireLive(session);
    const ended = await this.deps.bookings.endByClub(tx, bookingId);
    if (!ended || ended.sessionId !== session.id) throw notFound(ROSTER_MESSAGES.notOnRoster);
    return { userId: ended.userId };
  }

  /** A club's trainers, for a substitution. */
  clubTrainers(clubId: string) {
    return this.deps.repository.clubTrainers(clubId);
  }

  /** After a change has committed: its notices go out. */
  changed(): void {
    this.deps.notify();
  }

  private requireNotStarted(session: SessionRow): void {
    if (session.startsAt <= this.deps.clock.now()) throw conflict(STAFF_CLASS_MESSAGES.started);
  }

  private requireLive(session: SessionRow): void {
    this.requireNotStarted(session);
    if (session.cancelledAt) throw conflict(STAFF_CLASS_MESSAGES.alreadyCancelled);
  }
}
