import { ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import {
  BOOKING_MESSAGES,
  type CalendarFeed,
  bookingCalendarFileName,
  calendarFeedPath,
} from '@gym/contracts/class-bookings';
import type { Config } from '../../../config';
import { notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { bookingEvent, classesCalendar } from './booking-event';
import type { CalendarRepository } from './calendar.repository';

/**
 * More of a member's events for their feed, from a domain above this one (their personal-training sessions): the
 * events from `since` on.
 */
export type CalendarSource = (
  userId: string,
  since: Date,
  site: { publicUrl: string; now: Date },
) => Promise<ICalEventData[]>;

/** How far back the feed lists classes: a calendar keeps what was, this long. */
const FEED_PAST_DAYS = 30;

/**
 * A member's personal calendar (issue 29 point 9): an unguessable URL a calendar app subscribes to, listing every
 * booking (a booking's id is its event's UID, so a change or a cancellation updates the same event), made with
 * ical-generator. The member can reset the URL. Each booking can also be had alone, as a file to add to a calendar.
 */
export class CalendarService {
  private readonly sources: CalendarSource[] = [];

  constructor(
    private readonly deps: {
      repository: CalendarRepository;
      config: Pick<Config, 'BRAND_NAME' | 'PUBLIC_URL'>;
      clock: Clock;
    },
  ) {}

  /** Adds a domain's events to every member's feed; registered while the app is built. */
  addSource(source: CalendarSource): void {
    this.sources.push(source);
  }

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
    const calendar = classesCalendar(config.BRAND_NAME, {
      name: `${config.BRAND_NAME} classes`,
      // Calendar apps ask again about every hour.
      ttl: 3600,
    });
    const site = this.site();
    for (const entry of await this.deps.repository.entries(userId, since)) {
      calendar.createEvent(bookingEvent(entry, site));
    }
    for (const source of this.sources) {
      for (const event of await source(userId, since, site)) calendar.createEvent(event);
    }
    return calendar.toString();
  }

  /** One of the member's bookings as an iCalendar file (the feed's event); 404 for anyone else's. */
  async bookingFile(userId: string, bookingId: string): Promise<{ fileName: string; text: string }> {
    const entry = await this.deps.repository.entryOf(userId, bookingId);
    if (!entry) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    // PUBLISH, and no calendar name: a calendar app opens the file as one event to add, not as a calendar.
    const calendar = classesCalendar(this.deps.config.BRAND_NAME, { method: ICalCalendarMethod.PUBLISH });
    calendar.createEvent(bookingEvent(entry, this.site()));
    return { fileName: bookingCalendarFileName(entry), text: calendar.toString() };
  }

  private site() {
    return { publicUrl: this.deps.config.PUBLIC_URL, now: this.deps.clock.now() };
  }

  private urlOf(key: string): string {
    return `${this.deps.config.PUBLIC_URL}${calendarFeedPath(key)}`;
  }
}
