import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type ClassBooking,
  type MyClasses,
  cancelTerms,
} from '@gym/contracts/class-bookings';
import { isPremierPlan } from '@gym/contracts/plans';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { VisitsService } from '../../membership/visits';
import type { BookingsRepository } from './bookings.repository';

const DAY_MS = 86_400_000;
/** How far back "My classes" lists the past. */
const PAST_DAYS = 30;

const conflict = (message: string) => new AppError('CONFLICT', message);
const refused = (message: string) => new AppError('FORBIDDEN', message);

/**
 * Booking and cancelling a class (issue 29 point 4, docs/decisions/0049). The rules are checked under the member's
 * lock; the place itself is taken by the database (the session's count and its check, one place per member and
 * session), so a class never holds more than its capacity on any number of instances.
 */
export class BookingsService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: BookingsRepository;
      /** The desk's judgement of a member: frozen, suspended or ended memberships cannot book either. */
      visits: Pick<VisitsService, 'standing'>;
      clock: Clock;
    },
  ) {}

  async book(userId: string, sessionId: string): Promise<ClassBooking> {
    const { repository, clock } = this.deps;
    const now = clock.now();
    const session = await repository.session(sessionId);
    if (!session) throw notFound(BOOKING_MESSAGES.sessionNotFound);
    if (session.cancelledAt) throw conflict(BOOKING_MESSAGES.cancelledClass);
    if (session.startsAt <= now) throw conflict(BOOKING_MESSAGES.started);
    if (session.startsAt.getTime() - now.getTime() > BOOKING_RULES.opensDaysBefore * DAY_MS) {
      throw conflict(BOOKING_MESSAGES.notOpenYet);
    }
    const standing = await this.deps.visits.standing(userId);
    if (!standing?.planId) throw refused(BOOKING_MESSAGES.notBookable);
    if (standing.refusal) throw refused(standing.refusal);
    if (session.premierOnly) {
      const name = await repository.planName(standing.planId);
      if (!name || !isPremierPlan({ name })) throw refused(BOOKING_MESSAGES.premierOnly);
    }
    const booked = await this.deps.db.transaction(async (tx) => {
      await repository.lockMember(tx, userId);
      const counts = await repository.upcomingCounts(tx, userId, now, session.day);
      if (counts.all >= BOOKING_RULES.maxUpcoming) throw conflict(BOOKING_MESSAGES.tooManyUpcoming);
      if (counts.onDay >= BOOKING_RULES.maxPerDay) throw conflict(BOOKING_MESSAGES.tooManyThatDay);
      const place = await repository.book(tx, session.id, userId, now);
      if (place === 'taken') throw conflict(BOOKING_MESSAGES.alreadyBooked);
      if (place === 'full') throw conflict(BOOKING_MESSAGES.full);
      return place;
    });
    return this.bookingOf(userId, booked.id);
  }

  /** Gives the place up; inside BOOKING_RULES.lateCancelHours it is a late cancel (the page says so first). */
  async cancel(userId: string, bookingId: string): Promise<ClassBooking> {
    const { repository, clock } = this.deps;
    const now = clock.now();
    const booking = await repository.bookingOf(userId, bookingId);
    if (!booking || booking.status !== 'booked') throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const startsAt = new Date(booking.session.startsAt);
    if (startsAt <= now) throw conflict(BOOKING_MESSAGES.started);
    const late = cancelTerms(startsAt, now) === 'late';
    const cancelled = await this.deps.db.transaction((tx) => repository.cancel(tx, bookingId, userId, now, late));
    if (!cancelled) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return this.bookingOf(userId, bookingId);
  }

  async mine(userId: string): Promise<MyClasses> {
    const now = this.deps.clock.now();
    const [upcoming, past] = await Promise.all([
      this.deps.repository.upcoming(userId, now),
      this.deps.repository.past(userId, new Date(now.getTime() - PAST_DAYS * DAY_MS), now),
    ]);
    return { upcoming, past };
  }

  private async bookingOf(userId: string, bookingId: string): Promise<ClassBooking> {
    const booking = await this.deps.repository.bookingOf(userId, bookingId);
    if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return booking;
  }
}
