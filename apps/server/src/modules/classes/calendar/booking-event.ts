import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar, type ICalCalendarData, type ICalEventData, ICalEventStatus } from 'ical-generator';
import { MEMBER_CLASSES_PATH } from '@gym/contracts/class-bookings';
import type { FeedEntry } from './calendar.repository';

/**
 * An iCalendar of the chain's classes. Each event is on its club's clock (TZID), and RFC 5545 wants every zone so
 * named described in the file (VTIMEZONE): the generator writes one for each zone the events use.
 */
export function classesCalendar(brandName: string, data: ICalCalendarData = {}): ICalCalendar {
  return ical({
    prodId: { company: brandName, product: 'classes', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ...data,
  });
}

/**
 * A booking as a calendar event, for the feed and for the one booking's file alike. Its UID is the booking's, so a
 * change or a cancellation updates the same event, and a calendar that has the feed and the file keeps one.
 */
export function bookingEvent(entry: FeedEntry, site: { publicUrl: string; now: Date }): ICalEventData {
  return {
    id: `${entry.bookingId}@${new URL(site.publicUrl).host}`,
    // TZDate: ical-generator writes a zoned date's wall-clock time in its zone.
    start: new TZDate(entry.startsAt.getTime(), entry.timeZone),
    end: new TZDate(entry.endsAt.getTime(), entry.timeZone),
    timezone: entry.timeZone,
    summary: `${entry.className} · ${entry.clubName}`,
    description: `${entry.roomName} · ${entry.trainerName}`,
    location: `${entry.clubName}, ${entry.address}`,
    url: `${site.publicUrl}${MEMBER_CLASSES_PATH}`,
    status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: site.now,
  };
}
