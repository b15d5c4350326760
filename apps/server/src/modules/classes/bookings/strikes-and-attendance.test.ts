import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@gym/contracts/class-bookings';
import { classBookings } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { scheduleOf } from '../schedule/schedule-test-kit';
import { MARIN, addSession, bookingRequests, memberMaker } from './bookings-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const MONDAY_9AM = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(MONDAY_9AM);
const HOUR = 3_600_000;
const at = (base: string, hours: number) => new Date(Date.parse(base) + hours * HOUR).toISOString();

type Ctx = () => TestContext;

describeEachDatabase(
  'class strikes and attendance',
  (ctx: Ctx) => {
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const requests = bookingRequests(ctx);
    const { booked, cancel, mine } = requests;

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
    });

    it('three late cancels in 30 days bar booking for 7 days, said with the day; then the bar ends', async () => {
      const member = await newMember();
      try {
        // Three classes cancelled 2 hours before they start, on three days.
        for (const day of [0, 3, 6]) {
          const now = at(MONDAY_9AM, day * 24);
          clock.set(now);
          const session = await addSession(ctx, at(now, 2), { capacity: 10 });
          const booking = await booked(member.token, session.id);
          const late = await cancel(member.token, booking.id);
          expect(late.json().data).toMatchObject({ lateCancel: true });
        }
        // Sunday 14 March, 10 a.m. on the club's clock (daylight time from 2 a.m. that day): the third strike.
        const third = at(MONDAY_9AM, 6 * 24);
        const mineNow = await mine(member.token);
        expect(mineNow.strikes.map((strike) => strike.kind)).toEqual(['lateCancel', 'lateCancel', 'lateCancel']);
        expect(mineNow.barredUntil).toBe(at(third, 7 * 24));
        const next = await addSession(ctx, at(third, 30), { capacity: 10 });
        const refused = await requests.book(member.token, next.id);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(BOOKING_MESSAGES.barred('Sunday, March 21 at 10:00 AM', 3));
        // Spanish says the same, with the day in Spanish.
        const spanish = await ctx().asMember(member.token, {
          method: 'POST',
          url: '/classes/bookings',
          payload: { sessionId: next.id },
          headers: { 'accept-language': 'es' },
        });
        expect(spanish.json().message).toContain('No puede reservar clases hasta el domingo, 21 de marzo');
        // A week after the third strike the bar is over.
        clock.set(at(third, 7 * 24 + 1));
        const later = await addSession(ctx, at(third, 7 * 24 + 30), { capacity: 10 });
        expect((await requests.book(member.token, later.id)).statusCode).toBe(201);
        expect((await mine(member.token)).barredUntil).toBeNull();
      } finally {
        clock.set(MONDAY_9AM);
      }
    });

    it("the desk's check-in marks a booked class about to start at that club attended, and no other", async () => {
      const member = await newMember();
      const soon = await addSession(ctx, at(MONDAY_9AM, 0.75), { capacity: 10 }); // 9:45 a.m.
      const tonight = await addSession(ctx, at(MONDAY_9AM, 9), { capacity: 10 }); // 6 p.m.
      const soonBooking = await booked(member.token, soon.id);
      const tonightBooking = await booked(member.token, tonight.id);
      const desk = await ctx().login(DEMO.director.email, DEMO.director.password);
      const checkIn = await ctx().asMember(desk, {
        method: 'POST',
        url: '/staff/check-ins',
        payload: { scanCode: member.scanCode, clubId: MARIN, manual: true },
      });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      const attendanceOf = async (id: string) =>
        (await ctx().app.db.select().from(classBookings).where(eq(classBookings.id, id)))[0]?.attendance;
      expect(await attendanceOf(soonBooking.id)).toBe('attended');
      expect(await attendanceOf(tonightBooking.id)).toBeNull();
    });
  },
  {},
  { clock },
);
