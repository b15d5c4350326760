import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  BOOKING_TEMPLATES,
  type BookingResult,
  type ClassBooking,
  type MyClasses,
  barredUntil,
  bookingOpensAt,
  cancelTerms,
  drawAt,
} from '@gym/contracts/class-bookings';
import type { ClassRules } from '@gym/contracts/class-rules';
import { isPremierPlan } from '@gym/contracts/plans';
import type { Database } from '../../../db/client';
import { isDeadlock, isUniqueViolation } from '../../../db/errors';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { type Text, shared, sharedText, textOf } from '../../../lib/i18n/translator';
import type { VisitsService } from '../../membership/visits';
import type { FeesService } from '../fees';
import type { RulesService } from '../rules';
import { classWhen } from '../class-when';
import type { BookingsRepository } from './bookings.repository';
import type { BookRefusal, PlacesRepository } from './places.repository';
import { freedPlaceGoes } from './waitlist-rules';

const DAY_MS = 86_400_000;
/** How far back "My classes" lists the past. */
const PAST_DAYS = 30;
/** A transaction Postgres rolled back to break a deadlock is run again, this many times at most. */
const DEADLOCK_RETRIES = 3;

/** The message of each reason `class_book` gave no place. */
function refusalOf(refusal: BookRefusal, rules: ClassRules): string | Text {
  switch (refusal) {
    case 'holds:booked':
      return BOOKING_MESSAGES.alreadyBooked;
    case 'holds:waitlisted':
      return BOOKING_MESSAGES.alreadyWaiting;
    case 'holds:requested':
      return BOOKING_MESSAGES.alreadyRequested;
    case 'tooManyUpcoming':
      return shared(BOOKING_TEMPLATES.tooManyUpcoming, { count: rules.maxUpcoming });
    case 'tooManyThatDay':
      return shared(BOOKING_TEMPLATES.tooManyThatDay, { count: rules.maxPerDay });
    case 'full':
      return BOOKING_MESSAGES.full;
    case 'cancelled':
      return BOOKING_MESSAGES.cancelledClass;
  }
}

const conflict = (message: string | Text) => new AppError('CONFLICT', message);
const refused = (message: string) => new AppError('FORBIDDEN', message);

/**
 * Booking, waiting for and giving up places in classes (issue 29 points 4-6, docs/decisions/0049 and 0050). The
 * rules are checked under the member's lock; the place itself is taken by the database (the session's count and its
 * check, one live place per member and session), so a class never holds more than its capacity on any number of
 * instances. A freed place is passed on to the waitlist in the transaction that freed it.
 */
export class BookingsService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: BookingsRepository;
      places: PlacesRepository;
      /** The desk's judgement of a member: frozen, suspended or ended memberships cannot book either. */
      visits: Pick<VisitsService, 'standing'>;
      clock: Clock;
      rules: Pick<RulesService, 'forSession'>;
      fees: Pick<FeesService, 'charge'>;
      /** Sends the notices a change wrote, once it has committed. */
      notify: () => void;
    },
  ) {}

  /** Books a place, or with `joinWaitlist` a place on the waitlist of a full class. */
  async book(userId: string, sessionId: string, joinWaitlist = false): Promise<BookingResult> {
    const { repository, places, clock } = this.deps;
    const now = clock.now();
    const [session, standing, strikes] = await Promise.all([
      repository.session(sessionId),
      this.deps.visits.standing(userId),
      this.recentStrikes(userId, now),
    ]);
    if (!session) throw notFound(BOOKING_MESSAGES.sessionNotFound);
    const { rules } = session;
    if (session.cancelledAt) throw conflict(BOOKING_MESSAGES.cancelledClass);
    if (session.startsAt <= now) throw conflict(BOOKING_MESSAGES.started);
    if (now < bookingOpensAt(session.startsAt, rules.opensDaysBefore)) {
      throw conflict(shared(BOOKING_TEMPLATES.notOpenYet, { days: rules.opensDaysBefore }));
    }
    if (!standing?.planId) throw refused(BOOKING_MESSAGES.notBookable);
    if (standing.refusal) throw refused(standing.refusal);
    if (session.premierOnly) {
      const name = await repository.planName(standing.planId);
      if (!name || !isPremierPlan({ name })) throw refused(BOOKING_MESSAGES.premierOnly);
    }
    await this.refuseIfBarred(strikes, now, session.clubId);
    // A popular class's first minutes are collected and drawn by lot, not raced (the fair opening).
    const inOpeningWindow = now < drawAt(session.startsAt, rules.opensDaysBefore);
    const taken = await this.retried(() =>
      places.book(
        this.deps.db,
        {
          sessionId: session.id,
          userId,
          now,
          day: session.day,
          orWait: joinWaitlist,
          request: session.popular && inOpeningWindow,
        },
        rules,
      ),
    );
    if (typeof taken === 'string') throw conflict(refusalOf(taken, rules));
    // More asked in its opening than it holds: the class's next weeks open with a draw.
    if (!session.popular && inOpeningWindow && taken.status === 'waitlisted' && session.seriesId) {
      await places.learnPopular(
        session.seriesId,
        new Date(now.getTime() + rules.opensDaysBefore * DAY_MS),
        this.deps.db,
      );
    }
    return { booking: await this.bookingOf(userId, taken.id, now), replaced: [] };
  }

  /**
   * A waiting member takes a place offered after the cutoff (first to claim it): booked, and their overlapping
   * places ended as for a promotion.
   */
  async claim(userId: string, bookingId: string): Promise<BookingResult> {
    const { places, clock } = this.deps;
    const now = clock.now();
    const booking = await this.bookingOf(userId, bookingId, now);
    if (booking.status !== 'waitlisted') throw conflict(BOOKING_MESSAGES.notWaiting);
    const startsAt = new Date(booking.session.startsAt);
    const goes = freedPlaceGoes(startsAt, now);
    if (goes === 'nowhere') throw conflict(BOOKING_MESSAGES.started);
    if (goes === 'toFirstWaiting') throw conflict(BOOKING_MESSAGES.notClaimableYet);
    const replaced = await this.transaction(async (tx) => {
      await places.lockMember(tx, userId);
      const claimed = await places.claim(tx, bookingId, booking.session.id, now);
      if (!claimed) throw conflict(BOOKING_MESSAGES.noPlaceToClaim);
      const ended = await places.endOverlapping(
        tx,
        userId,
        bookingId,
        { startsAt, endsAt: new Date(booking.session.endsAt) },
        now,
      );
      await places.passOn(
        tx,
        ended.filter((place) => place.status === 'booked').map((place) => place.sessionId),
        now,
      );
      return ended;
    });
    this.deps.notify();
    return {
      booking: await this.bookingOf(userId, bookingId, now),
      replaced: await Promise.all(replaced.map((place) => this.bookingOf(userId, place.id, now))),
    };
  }

  /**
   * Gives the place up, or leaves the waitlist. Inside its rules' lateCancelHours a booked place is a late cancel, a
   * strike or at a club that charges instead a fee posted once (the page says so first), unless it came from a
   * promotion the member may decline. The place goes to the waitlist in the same transaction.
   */
  async cancel(userId: string, bookingId: string): Promise<ClassBooking> {
    const { places, clock } = this.deps;
    const now = clock.now();
    const booking = await this.bookingOf(userId, bookingId, now);
    if (booking.status === 'cancelled') throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const startsAt = new Date(booking.session.startsAt);
    if (startsAt <= now) throw conflict(BOOKING_MESSAGES.started);
    const late = cancelTerms(booking, startsAt, now) === 'late';
    await this.transaction(async (tx) => {
      const ended = await places.end(tx, bookingId, now, { endedBy: 'member', lateCancel: late });
      if (!ended) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      if (late)
        await this.deps.fees.charge(tx, bookingId, 'lateCancel', await this.deps.rules.forSession(ended.sessionId, tx));
      if (ended.status === 'booked') await places.passOn(tx, [ended.sessionId], now);
    });
    this.deps.notify();
    return this.bookingOf(userId, bookingId, now);
  }

  /**
   * The staff put a member on a class, in the caller's transaction: a free place only, the member's own limits
   * waived. 'taken' when they hold a place or wait already, 'full', or 'cancelled'.
   */
  async placeByStaff(
    tx: Database,
    sessionId: string,
    userId: string,
  ): Promise<{ id: string } | 'taken' | 'full' | 'cancelled'> {
    const { places, clock } = this.deps;
    if (await places.livePlace(tx, sessionId, userId)) return 'taken';
    const place = await places.take(tx, sessionId, userId, clock.now(), false);
    return typeof place === 'string' ? place : { id: place.id };
  }

  /** The staff take a member off a class or its waitlist (no strike); a freed place goes to the waitlist. */
  async endByClub(tx: Database, bookingId: string) {
    const now = this.deps.clock.now();
    const ended = await this.deps.places.end(tx, bookingId, now, { endedBy: 'club', lateCancel: false });
    if (ended?.status === 'booked') await this.deps.places.passOn(tx, [ended.sessionId], now);
    return ended;
  }

  /** Places were added to a session (a raised capacity): the first waiting are booked, in the caller's transaction. */
  async passOn(tx: Database, sessionId: string): Promise<void> {
    await this.deps.places.passOn(tx, [sessionId], this.deps.clock.now());
  }

  async mine(userId: string): Promise<MyClasses> {
    const { repository, clock } = this.deps;
    const now = clock.now();
    const [upcoming, past, recent] = await Promise.all([
      repository.upcoming(userId, now),
      repository.past(userId, new Date(now.getTime() - PAST_DAYS * DAY_MS), now),
      this.recentStrikes(userId, now),
    ]);
    // The list shows the strikes that still count; the bar may come from older ones (it outlasts them by 7 days).
    const counting = new Date(now.getTime() - BOOKING_RULES.strikeDays * DAY_MS).toISOString();
    return {
      upcoming,
      past,
      strikes: recent.filter((strike) => strike.at >= counting),
      barredUntil:
        barredUntil(
          recent.map((strike) => new Date(strike.at)),
          now,
        )?.toISOString() ?? null,
    };
  }

  /** The strikes that can still bar booking: those of the last strikeDays + barDays. */
  private recentStrikes(userId: string, now: Date) {
    const { strikeDays, barDays } = BOOKING_RULES;
    return this.deps.repository.strikes(userId, new Date(now.getTime() - (strikeDays + barDays) * DAY_MS));
  }

  private async refuseIfBarred(strikes: { at: string }[], now: Date, clubId: string): Promise<void> {
    const until = barredUntil(
      strikes.map((strike) => new Date(strike.at)),
      now,
    );
    if (!until) return;
    const zone = await this.deps.repository.clubTimeZone(clubId);
    throw new AppError(
      'FORBIDDEN',
      textOf((locale) =>
        sharedText(locale, BOOKING_TEMPLATES.barred, {
          until: classWhen(until, locale, zone),
          strikes: BOOKING_RULES.strikesToBar,
        }),
      ),
    );
  }

  private transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.retried(() => this.deps.db.transaction(work));
  }

  /** Runs a write again when Postgres broke a deadlock by rolling it back; a second live place is a conflict. */
  private async retried<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
        if (!isDeadlock(error) || attempt > DEADLOCK_RETRIES) throw error;
      }
    }
  }

  private async bookingOf(userId: string, bookingId: string, now: Date): Promise<ClassBooking> {
    const booking = await this.deps.repository.bookingOf(userId, bookingId, now);
    if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return booking;
  }
}
