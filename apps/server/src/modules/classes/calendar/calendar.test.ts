import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookingCalendarPath, calendarFeedAnswerSchema } from '@gym/contracts/class-bookings';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { addSession, bookingRequests, memberMaker } from '../bookings/bookings-test-kit';
import { scheduleOf } from '../schedule/schedule-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const clock = new ManualClock('2027-03-08T17:00:00.000Z');

type Ctx = () => TestContext;

/** The events of an iCalendar text, read by a real iCalendar parser. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      /** The wall-clock start and its zone, as a calendar app shows it. */
      clubStart: `${event.startDate.toString()} ${event.startDate.zone?.tzid}`,
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
      status: vevent.getFirstPropertyValue('status'),
    };
  });
}

describeEachDatabase(
  "a member's calendar feed",
  (ctx: Ctx) => {
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const { booked, cancel } = bookingRequests(ctx);
    const feedUrl = async (token: string, reset = false) => {
      const response = await ctx().asMember(token, {
        method: reset ? 'POST' : 'GET',
        url: reset ? '/classes/calendar/reset' : '/classes/calendar',
      });
      expect(response.statusCode, response.body).toBe(200);
      return new URL(calendarFeedAnswerSchema.parse(response.json()).data.url);
    };
    /** What a calendar app gets: a plain GET, no signature, no token. */
    const fetchFeed = (url: URL) => ctx().app.inject({ method: 'GET', url: url.pathname });

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
    });

    it('lists every booking as an event, updated when one is cancelled, at an unguessable URL', async () => {
      const member = await newMember();
      const spin = await addSession(ctx, '2027-03-09T02:00:00.000Z', { capacity: 10, minutes: 45 });
      const later = await addSession(ctx, '2027-03-10T16:00:00.000Z', { capacity: 10, minutes: 60 });
      const first = await booked(member.token, spin.id);
      const second = await booked(member.token, later.id);
      const url = await feedUrl(member.token);
      expect(url.pathname).toMatch(/^\/classes\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await feedUrl(member.token)).href).toBe(url.href);

      const response = await fetchFeed(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const events = eventsOf(response.body);
      expect(events).toHaveLength(2);
      expect(events.find((event) => event.uid.startsWith(first.id))).toMatchObject({
        summary: 'Power Spin · Bay Fit Marin',
        start: '2027-03-09T02:00:00.000Z',
        end: '2027-03-09T02:45:00.000Z',
        status: 'CONFIRMED',
      });
      expect(events.find((event) => event.uid.startsWith(first.id))?.location).toContain(',');

      await cancel(member.token, second.id);
      const after = eventsOf((await fetchFeed(url)).body);
      expect(after.find((event) => event.uid.startsWith(second.id))).toMatchObject({ status: 'CANCELLED' });
    });

    it('a reset URL finds nothing; the new one works', async () => {
      const member = await newMember();
      const old = await feedUrl(member.token);
      const fresh = await feedUrl(member.token, true);
      expect(fresh.href).not.toBe(old.href);
      const gone = await fetchFeed(old);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ message: BOOKING_MESSAGES.calendarNotFound });
      expect((await fetchFeed(fresh)).statusCode).toBe(200);
      expect((await ctx().app.inject({ method: 'GET', url: '/classes/calendar/nope.ics' })).statusCode).toBe(400);
    });

    it("gives one booking alone as a file, the feed's event on the club's clock; another's booking is a 404", async () => {
      const member = await newMember();
      const other = await newMember();
      const spin = await addSession(ctx, '2027-03-12T17:00:00.000Z', { capacity: 10, minutes: 45 });
      const mine = await booked(member.token, spin.id);
      const theirs = await booked(other.token, spin.id);

      const response = await ctx().asMember(member.token, { method: 'GET', url: bookingCalendarPath(mine.id) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('filename="power-spin-2027-03-12.ics"');
      const [event, ...more] = eventsOf(response.body);
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({
        summary: 'Power Spin · Bay Fit Marin',
        start: '2027-03-12T17:00:00.000Z',
        clubStart: '2027-03-12T09:00:00 America/Los_Angeles',
        status: 'CONFIRMED',
      });
      expect(event?.location).toMatch(/^Bay Fit Marin, /);
      const inFeed = eventsOf((await fetchFeed(await feedUrl(member.token))).body);
      expect(inFeed.map((feedEvent) => feedEvent.uid)).toEqual([event?.uid]);

      const refused = await ctx().asMember(member.token, { method: 'GET', url: bookingCalendarPath(theirs.id) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: BOOKING_MESSAGES.bookingNotFound });
    });
  },
  {},
  { clock },
);
