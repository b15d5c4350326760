import ical, { ICalEventStatus } from 'ical-generator';
import {
  BOOKING_MESSAGES,
  type CalendarFeed,
  MEMBER_CLASSES_PATH,
  calendarFeedPath,
} from '@gym/contracts/class-bookings';
import type { Config } from '../../../config';
import { notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { CalendarRepository } from './calendar.repository';

/** How far back the feed lists classes: a calendar keeps what was, this long. */
const FEED_PAST_DAYS = 30;

/**
 * A member's personal calendar (issue 29 point 9): an unguessable URL a calendar app subscribes to, listing every
 * booking (a booking's id is its event's UID, so a change or a cancellation updates the same event), made with
 * ical-generator. The member can reset the URL.
 */
export class CalendarService {
  constructor(
    private readonly deps: {
      repository: CalendarRepository;
      config: Pick<Config, 'BRAND_NAME' | 'PUBLIC_URL'>;
      clock: Clock;
    },
  ) {}

  async feedOf(userId: string): Promise<CalendarFeed> {
    return { url: this.urlOf(await this.deps.repository.keyOf(userId)) };
  }

  async reset(userId: string): Promise<CalendarFeed> {
    return { url: this.urlOf(await this.deps.repository.reset(userId)) };
  }

  /** The feed's iCalendar text, by the key in its URL; 404 for a key that is no one's (reset, or never made). */
  async ics(feedKey: string): Promise<string> {
    const userId = await this.deps.repository.ownerOf(feedKey);
    if (!userId) throw notFound(BOOKING_MESSAGES.calendarNotFound);
    const { config, clock } = this.deps;
    const since = new Date(clock.now().getTime() - FEED_PAST_DAYS * 86_400_000);
    const calendar = ical({
      name: `${config.BRAND_NAME} classes`,
      prodId: { company: config.BRAND_NAME, product: 'classes', language: 'EN' },
      // Calendar apps ask again about every hour.
      ttl: 3600,
    });
    const host = new URL(config.PUBLIC_URL).host;
    for (const entry of await this.deps.repository.entries(userId, since)) {
      calendar.createEvent({
        id: `${entry.bookingId}@${host}`,
        start: entry.startsAt,
        end: entry.endsAt,
        summary: `${entry.className} · ${entry.clubName}`,
        description: `${entry.roomName} · ${entry.trainerName}`,
        location: entry.address,
        url: `${config.PUBLIC_URL}${MEMBER_CLASSES_PATH}`,
        status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        stamp: clock.now(),
      });
    }
    return calendar.toString();
  }

  private urlOf(key: string): string {
    return `${this.deps.config.PUBLIC_URL}${calendarFeedPath(key)}`;
  }
}
