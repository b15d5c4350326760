import { randomBytes } from 'node:crypto';
import { type SQL, and, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classBookings, classCalendars, classSessions, classTypes, clubs, rooms, users } from '../../../db/schema';

/** A class in a member's calendar feed. */
export interface FeedEntry {
  bookingId: string;
  status: 'booked' | 'cancelled';
  classTypeId: string;
  className: string;
  /** The club day it is on (YYYY-MM-DD). */
  day: string;
  startsAt: Date;
  endsAt: Date;
  roomName: string;
  trainerName: string;
  clubName: string;
  address: string;
  /** The club's IANA zone: the event is on its clock. */
  timeZone: string;
  cancelled: boolean;
}

/** 32 random bytes: a URL no one guesses. */
const newKey = () => randomBytes(32).toString('base64url');

/** The members' calendar feeds: their keys and what each lists. */
export class CalendarRepository {
  constructor(private readonly db: Database) {}

  /** The member's feed key, made on first asking (two first asks at once agree on one). */
  async keyOf(userId: string): Promise<string> {
    await this.db.insert(classCalendars).values({ userId, feedKey: newKey() }).onConflictDoNothing();
    const [row] = await this.db.select().from(classCalendars).where(eq(classCalendars.userId, userId));
    return row!.feedKey;
  }

  /** A new key: the old URL finds nothing any more. */
  async reset(userId: string): Promise<string> {
    const feedKey = newKey();
    await this.db
      .insert(classCalendars)
      .values({ userId, feedKey })
      .onConflictDoUpdate({ target: classCalendars.userId, set: { feedKey } });
    return feedKey;
  }

  async ownerOf(feedKey: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: classCalendars.userId })
      .from(classCalendars)
      .where(eq(classCalendars.feedKey, feedKey));
    return row?.userId;
  }

  /** The member's booked classes from `since` on, and those cancelled (so a calendar drops them). */
  entries(userId: string, since: Date): Promise<FeedEntry[]> {
    return this.select(and(eq(classBookings.userId, userId), gte(classSessions.startsAt, since)));
  }

  /** One of the member's bookings as the feed lists it; undefined for another's, or one the feed leaves out. */
  async entryOf(userId: string, bookingId: string): Promise<FeedEntry | undefined> {
    const [entry] = await this.select(and(eq(classBookings.userId, userId), eq(classBookings.id, bookingId)));
    return entry;
  }

  private async select(where: SQL | undefined): Promise<FeedEntry[]> {
    const rows = await this.db
      .select({
        bookingId: classBookings.id,
        status: classBookings.status,
        classTypeId: classTypes.id,
        className: classTypes.name,
        day: classSessions.day,
        startsAt: classSessions.startsAt,
        endsAt: classSessions.endsAt,
        sessionCancelledAt: classSessions.cancelledAt,
        roomName: rooms.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
        clubName: clubs.name,
        street: clubs.street,
        city: clubs.city,
        postalCode: clubs.postalCode,
        timeZone: clubs.timeZone,
      })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(rooms, eq(rooms.id, classSessions.roomId))
      .innerJoin(users, eq(users.id, classSessions.trainerId))
      .innerJoin(clubs, eq(clubs.id, classSessions.clubId))
      .where(and(where, inArray(classBookings.status, ['booked', 'cancelled'])));
    return rows.map((row) => ({
      bookingId: row.bookingId,
      status: row.status === 'booked' ? 'booked' : 'cancelled',
      classTypeId: row.classTypeId,
      className: row.className,
      day: row.day,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      roomName: row.roomName,
      trainerName: `${row.trainerFirstName} ${row.trainerLastName}`,
      clubName: row.clubName,
      address: [row.street, `${row.city} ${row.postalCode}`.trim()].join(', '),
      timeZone: row.timeZone,
      cancelled: row.status !== 'booked' || row.sessionCancelledAt !== null,
    }));
  }
}
