import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BookingEnding, BookingStatus } from '@gym/contracts/class-bookings';
import type { Database } from '../../../db/client';
import { classBookings, classNotices, classSessionRules, classSessions, clubs } from '../../../db/schema';
import { rulesOf, sessionRuleColumns } from '../rules';
import { freedPlaceGoes, promotionIsFreeToDecline } from './waitlist-rules';

/** A live place (booked or waiting) a member holds in a session. */
export interface LivePlace {
  id: string;
  status: BookingStatus;
}

/** Why `class_book` gave no place: what the member holds in the session already, a limit, or the class's state. */
export type BookRefusal =
  'holds:booked' | 'holds:waitlisted' | 'holds:requested' | 'tooManyUpcoming' | 'tooManyThatDay' | 'full' | 'cancelled';

const PLACED: readonly string[] = ['booked', 'waitlisted', 'requested'] satisfies BookingStatus[];

function placeOrRefusal(
  row: { outcome: string; booking_id: string | null } | undefined,
): { id: string; status: BookingStatus } | BookRefusal {
  if (!row) throw new Error('class_book answered nothing');
  if (row.booking_id && PLACED.includes(row.outcome))
    return { id: row.booking_id, status: row.outcome as BookingStatus };
  return row.outcome as BookRefusal;
}

/** A member's claims on a session: a place, a place on its waitlist, a request in its opening draw. */
const LIVE: BookingStatus[] = ['booked', 'waitlisted', 'requested'];

/** How many freed places a cascade of either/or promotions follows before it stops (far above any real chain). */
const MAX_CASCADE = 200;

/**
 * The writes of places in classes, each inside the caller's transaction. The database keeps a class within its
 * capacity (the session's `booked` under its check, raised only below the capacity) and a member to one live place
 * per session (the partial unique index); the waitlist's order is its rows' `queue`.
 */
export class PlacesRepository {
  /** One member's bookings one at a time, on any instance: their limits are counted under this lock. */
  async lockMember(tx: Database, userId: string): Promise<void> {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
  }

  async livePlace(tx: Database, sessionId: string, userId: string): Promise<LivePlace | undefined> {
    const [row] = await tx
      .select({ id: classBookings.id, status: classBookings.status })
      .from(classBookings)
      .where(
        and(
          eq(classBookings.sessionId, sessionId),
          eq(classBookings.userId, userId),
          inArray(classBookings.status, LIVE),
        ),
      );
    return row;
  }

  /**
   * A member's booking, whole, in one statement (the database's `class_book`, migration 0028): under the member's
   * lock their live place in this session and their limits are counted, then a place is taken (`take`), or in a
   * popular class's opening a request for its draw is written. Run outside a transaction it commits as it returns,
   * so the session's row, the hot row of an opening rush, is never held while a server is busy with other requests.
   */
  async book(
    db: Database,
    booking: { sessionId: string; userId: string; now: Date; day: string; orWait: boolean; request: boolean },
    limits: { maxUpcoming: number; maxPerDay: number },
  ): Promise<{ id: string; status: BookingStatus } | BookRefusal> {
    const { sessionId, userId, now, day, orWait, request } = booking;
    const { rows } = (await db.execute(sql`
      select outcome, booking_id from class_book(${sessionId}, ${userId}, ${now.toISOString()}, ${day}, ${orWait},
                                                 ${request}, ${limits.maxUpcoming}::int, ${limits.maxPerDay}::int)`)) as {
      rows: { outcome: string; booking_id: string | null }[];
    };
    return placeOrRefusal(rows[0]);
  }

  /**
   * Takes a place if one is left, else (with `orWait`) a place at the end of the waitlist, in the caller's
   * transaction (the database's `class_take`): one statement counts it on the session's row, under that row's lock
   * and its check, so the class never overfills on any number of instances; the booking row then goes in, its queue
   * number (the waitlist's order) following the lock's order. 'full' when no place is left and the member did not
   * ask to wait, 'cancelled' when the class was cancelled meanwhile (nothing was changed).
   */
  async take(
    tx: Database,
    sessionId: string,
    userId: string,
    at: Date,
    orWait: boolean,
  ): Promise<{ id: string; status: BookingStatus } | 'full' | 'cancelled'> {
    const { rows } = (await tx.execute(sql`
      select outcome, booking_id from class_take(${sessionId}, ${userId}, ${at.toISOString()}, ${orWait})`)) as {
      rows: { outcome: string; booking_id: string | null }[];
    };
    const place = placeOrRefusal(rows[0]);
    if (typeof place === 'string' && place !== 'full' && place !== 'cancelled') throw new Error(place);
    return place as { id: string; status: BookingStatus } | 'full' | 'cancelled';
  }

  /**
   * A class whose opening asks passed its capacity is popular from then on: its series' sessions not yet open
   * open with a draw (learned, as the club would mark it).
   */
  async learnPopular(seriesId: string, openingAfter: Date, db: Database): Promise<void> {
    await db.execute(sql`update class_series set popular = true where id = ${seriesId} and not popular`);
    await db.execute(sql`
      update class_sessions set popular = true
       where series_id = ${seriesId} and not popular and cancelled_at is null
         and starts_at > ${openingAfter.toISOString()}`);
  }

  /**
   * A waiting member claims a place offered after the cutoff: theirs if one is still free (the session's count
   * decides, as for any booking), else null.
   */
  async claim(tx: Database, bookingId: string, sessionId: string, at: Date): Promise<boolean> {
    const counted = await tx
      .update(classSessions)
      .set({ booked: sql`${classSessions.booked} + 1`, waitlisted: sql`${classSessions.waitlisted} - 1` })
      .where(and(eq(classSessions.id, sessionId), sql`${classSessions.booked} < ${classSessions.capacity}`))
      .returning({ id: classSessions.id });
    if (counted.length === 0) return false;
    await tx.update(classBookings).set({ status: 'booked', promotedAt: at }).where(eq(classBookings.id, bookingId));
    return true;
  }

  /**
   * Ends a live place (the member's cancel or leaving the waitlist); a booked place freed is then passed on
   * (`passOn`). The row ended, or null when it was not live.
   */
  async end(
    tx: Database,
    bookingId: string,
    at: Date,
    ending: { endedBy: BookingEnding; lateCancel: boolean },
  ): Promise<{ sessionId: string; userId: string; status: BookingStatus } | null> {
    const [place] = await tx
      .select({ sessionId: classBookings.sessionId, userId: classBookings.userId, status: classBookings.status })
      .from(classBookings)
      .where(and(eq(classBookings.id, bookingId), inArray(classBookings.status, LIVE)))
      .for('update');
    if (!place) return null;
    await tx
      .update(classBookings)
      .set({ status: 'cancelled', cancelledAt: at, lateCancel: ending.lateCancel, endedBy: ending.endedBy })
      .where(eq(classBookings.id, bookingId));
    if (place.status === 'booked') {
      await tx
        .update(classSessions)
        .set({ booked: sql`${classSessions.booked} - 1` })
        .where(eq(classSessions.id, place.sessionId));
    } else if (place.status === 'waitlisted') {
      await this.countWaiting(tx, place.sessionId, -1);
    }
    return place;
  }

  /**
   * Passes the places freed in these sessions on (docs/decisions/0050): before the cutoff to the first waiting
   * member, who is booked and told, and whose overlapping places are ended (either/or waitlists), which may free
   * places further on, followed in turn; after the cutoff, everyone waiting is told a place is free. Returns the
   * bookings promoted.
   */
  async passOn(tx: Database, sessionIds: string[], now: Date): Promise<string[]> {
    const pending = [...sessionIds];
    const promoted: string[] = [];
    for (let step = 0; pending.length > 0 && step < MAX_CASCADE; step += 1) {
      const sessionId = pending.shift()!;
      const [session] = await tx
        .select({
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          capacity: classSessions.capacity,
          booked: classSessions.booked,
          cancelledAt: classSessions.cancelledAt,
          timeZone: clubs.timeZone,
          rules: sessionRuleColumns,
        })
        .from(classSessions)
        .innerJoin(clubs, eq(clubs.id, classSessions.clubId))
        .innerJoin(classSessionRules, eq(classSessionRules.sessionId, classSessions.id))
        .where(eq(classSessions.id, sessionId))
        .for('update', { of: classSessions });
      if (!session || session.cancelledAt || session.booked >= session.capacity) continue;
      const goes = freedPlaceGoes(session.startsAt, now);
      if (goes === 'toFirstClaim') await this.offerToWaiting(tx, sessionId);
      if (goes !== 'toFirstWaiting') continue;
      const [first] = await tx
        .select({ id: classBookings.id, userId: classBookings.userId })
        .from(classBookings)
        .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'waitlisted')))
        .orderBy(asc(classBookings.queue))
        .limit(1)
        .for('update');
      if (!first) continue;
      await tx
        .update(classBookings)
        .set({
          status: 'booked',
          promotedAt: now,
          freeCancel: promotionIsFreeToDecline(session.startsAt, now, {
            timeZone: session.timeZone,
            lateCancelHours: rulesOf(session.rules).lateCancelHours,
          }),
        })
        .where(eq(classBookings.id, first.id));
      await tx
        .update(classSessions)
        .set({ booked: sql`${classSessions.booked} + 1`, waitlisted: sql`${classSessions.waitlisted} - 1` })
        .where(eq(classSessions.id, sessionId));
      const replaced = await this.endOverlapping(tx, first.userId, first.id, session, now);
      await tx.insert(classNotices).values({
        userId: first.userId,
        bookingId: first.id,
        kind: 'promoted',
        details: { replaced: replaced.map((place) => place.id) },
      });
      promoted.push(first.id);
      // The same session may have more than one place free (several cancelled at once): look again.
      pending.unshift(sessionId);
      for (const place of replaced) if (place.status === 'booked') pending.push(place.sessionId);
    }
    return promoted;
  }

  /**
   * Either/or waitlists: a member booked from a waitlist gives up their other live places that overlap it in time,
   * in the same transaction, with no strike.
   */
  async endOverlapping(
    tx: Database,
    userId: string,
    keptBookingId: string,
    span: { startsAt: Date; endsAt: Date },
    at: Date,
  ): Promise<{ id: string; sessionId: string; status: BookingStatus }[]> {
    const overlapping = await tx
      .select({ id: classBookings.id })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .where(
        and(
          eq(classBookings.userId, userId),
          ne(classBookings.id, keptBookingId),
          inArray(classBookings.status, LIVE),
          sql`${classSessions.cancelledAt} is null`,
          sql`${classSessions.startsAt} < ${span.endsAt.toISOString()}`,
          sql`${classSessions.endsAt} > ${span.startsAt.toISOString()}`,
        ),
      )
      .orderBy(asc(classBookings.id));
    const ended: { id: string; sessionId: string; status: BookingStatus }[] = [];
    for (const { id } of overlapping) {
      const place = await this.end(tx, id, at, { endedBy: 'overlap', lateCancel: false });
      if (place) ended.push({ id, sessionId: place.sessionId, status: place.status });
    }
    return ended;
  }

  /** Tells everyone still waiting that a place is free (once per member while a notice of it is unsent). */
  private async offerToWaiting(tx: Database, sessionId: string): Promise<void> {
    await tx.execute(sql`
      insert into class_notices (user_id, booking_id, kind)
      select b.user_id, b.id, 'placeOffered' from class_bookings b
       where b.session_id = ${sessionId} and b.status = 'waitlisted'
         and not exists (select 1 from class_notices n
                          where n.booking_id = b.id and n.kind = 'placeOffered' and n.sent_at is null)`);
  }

  private async countWaiting(tx: Database, sessionId: string, change: 1 | -1): Promise<void> {
    await tx
      .update(classSessions)
      .set({ waitlisted: sql`${classSessions.waitlisted} + ${change}` })
      .where(eq(classSessions.id, sessionId));
  }
}
