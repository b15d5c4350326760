import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookingResultAnswerSchema,
  classBookingAnswerSchema,
  myClassesAnswerSchema,
} from '@gym/contracts/class-bookings';
import { VISIT_MESSAGES } from '@gym/contracts/visits';
import { classSessions, users } from '../../../db/schema';
import { OutboxReader } from '../../../providers/mail';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { scheduleOf } from '../schedule/schedule-test-kit';
import { MARIN, classNoticesOf, memberMaker, sessionOf } from './bookings-test-kit';

// Wednesday 10 March 2027, noon at the clubs (standard time).
const clock = new ManualClock('2027-03-10T20:00:00.000Z');

type Ctx = () => TestContext;

describeEachDatabase(
  'booking a class',
  (ctx: Ctx) => {
    let member: string;
    let newMember: () => Promise<string>;
    const book = (token: string, sessionId: string) =>
      ctx().asMember(token, { method: 'POST', url: '/classes/bookings', payload: { sessionId } });
    const refusal = async (token: string, sessionId: string, status: number, message: string) => {
      const response = await book(token, sessionId);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message });
    };

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      member = await ctx().login(DEMO.member.email, DEMO.member.password);
      const make = await memberMaker(ctx);
      newMember = async () => (await make()).token;
    });

    it("books a place, counted on the schedule and in the member's classes, once", async () => {
      // Thursday's 8 a.m. Aqua Fit, 20 places.
      const aqua = await sessionOf(ctx, 'aqua-fit', '2027-03-11');
      const response = await book(member, aqua.id);
      expect(response.statusCode, response.body).toBe(201);
      const { booking, replaced } = bookingResultAnswerSchema.parse(response.json()).data;
      expect(replaced).toEqual([]);
      expect(booking).toMatchObject({ status: 'booked', className: 'Aqua Fit', session: { id: aqua.id, booked: 1 } });
      await refusal(member, aqua.id, 409, BOOKING_MESSAGES.alreadyBooked);
      const mine = myClassesAnswerSchema.parse(
        (await ctx().asMember(member, { method: 'GET', url: '/classes/bookings' })).json(),
      ).data;
      expect(mine.upcoming.map((entry) => entry.id)).toEqual([booking.id]);
    });

    it('opens seven days ahead, allows two a day, and keeps Premier classes for Premier plans', async () => {
      const later = await sessionOf(ctx, 'power-spin', '2027-03-19');
      await refusal(member, later.id, 409, BOOKING_MESSAGES.notOpenYet(7));
      // Thursday already holds Aqua Fit: Spin at 12:15 is the second, Yoga Flow at 6 p.m. a third.
      expect((await book(member, (await sessionOf(ctx, 'power-spin', '2027-03-11')).id)).statusCode).toBe(201);
      await refusal(
        member,
        (await sessionOf(ctx, 'yoga-flow', '2027-03-11')).id,
        409,
        BOOKING_MESSAGES.tooManyThatDay(2),
      );
      await refusal(member, (await sessionOf(ctx, 'hot-yoga', '2027-03-12')).id, 403, BOOKING_MESSAGES.premierOnly);
    });

    it('refuses a membership the desk would refuse, in the same words', async () => {
      const former = await ctx().login(DEMO.former.email, DEMO.former.password);
      const response = await book(former, (await sessionOf(ctx, 'mat-pilates', '2027-03-15')).id);
      expect(response.statusCode).toBe(403);
      expect([BOOKING_MESSAGES.notBookable, VISIT_MESSAGES.formerMember]).toContain(response.json().message);
    });

    it('cancels freely more than 12 hours ahead and late within them, giving the place back', async () => {
      const mine = myClassesAnswerSchema.parse(
        (await ctx().asMember(member, { method: 'GET', url: '/classes/bookings' })).json(),
      ).data.upcoming;
      const [aqua, spin] = mine;
      const free = await ctx().asMember(member, { method: 'DELETE', url: `/classes/bookings/${spin!.id}` });
      expect(classBookingAnswerSchema.parse(free.json()).data).toMatchObject({
        status: 'cancelled',
        lateCancel: false,
      });
      clock.set('2027-03-11T07:00:00.000Z'); // 11 p.m. Wednesday: Aqua Fit is 9 hours away.
      try {
        const late = await ctx().asMember(member, { method: 'DELETE', url: `/classes/bookings/${aqua!.id}` });
        expect(classBookingAnswerSchema.parse(late.json()).data).toMatchObject({
          status: 'cancelled',
          lateCancel: true,
          session: { booked: 0 },
        });
        const again = await ctx().asMember(member, { method: 'DELETE', url: `/classes/bookings/${aqua!.id}` });
        expect(again.statusCode).toBe(404);
      } finally {
        clock.set('2027-03-10T20:00:00.000Z');
      }
    });

    it('cancels the classes a closure falls on, with their bookings, and e-mails their members', async () => {
      const token = await newMember();
      const pilates = await sessionOf(ctx, 'mat-pilates', '2027-03-15');
      expect((await book(token, pilates.id)).statusCode).toBe(201);
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      // Open 9 a.m. to noon only: the 12:15 Pilates is outside, the morning ones are cancelled too.
      const closed = await ctx().asMember(director, {
        method: 'POST',
        url: `/staff/clubs/${MARIN}/closures`,
        payload: { date: '2027-03-15', hours: { opens: 9 * 60, closes: 12 * 60 }, reason: 'Water main repair' },
      });
      expect(closed.statusCode, closed.body).toBe(201);
      const [after] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, pilates.id));
      expect(after).toMatchObject({ booked: 0, cancelReason: 'Water main repair' });
      expect(after?.cancelledAt).not.toBeNull();
      const mine = myClassesAnswerSchema.parse(
        (await ctx().asMember(token, { method: 'GET', url: '/classes/bookings' })).json(),
      ).data;
      expect(mine.upcoming).toEqual([]);
      const [user] = await ctx()
        .app.db.select({ email: users.email })
        .from(users)
        .where(eq(users.id, decodeJwt(token).sub!));
      await classNoticesOf(ctx()).sendDue();
      const mail = (await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: user!.email, limit: 10 }))[0];
      expect(mail?.subject).toBe('Bay Fit Clubs: Mat Pilates on Monday, March 15 at 12:15 PM is cancelled');
      expect(mail?.text).toContain('the club is closed then (Water main repair)');
      // The 6:30 a.m. spin that Monday is gone too; the day's other classes inside the hours stay.
      const spin = await sessionOf(ctx, 'power-spin', '2027-03-15');
      expect(spin.cancelledAt).not.toBeNull();
    });

    it('never holds more than its capacity, however many book at the same time', async () => {
      const strength = await sessionOf(ctx, 'strength-lab', '2027-03-16');
      await ctx().app.db.update(classSessions).set({ capacity: 5 }).where(eq(classSessions.id, strength.id));
      const tokens = await Promise.all(Array.from({ length: 24 }, () => newMember()));
      const answers = await Promise.all(tokens.map((token) => book(token, strength.id)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const answer of answers.filter((entry) => entry.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ message: BOOKING_MESSAGES.full });
      }
      const [after] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, strength.id));
      expect(after?.booked).toBe(5);
    });
  },
  {},
  { clock },
);
