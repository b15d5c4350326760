import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { classRosterAnswerSchema } from '@gym/contracts/class-bookings';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import { STAFF_SCHEDULE_MESSAGES } from '@gym/contracts/staff-schedule';
import { auditEvents, classSessions, rooms } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import {
  addSession,
  bookingRequests,
  classNoticesOf,
  mailsTo,
  memberMaker,
} from '../../classes/bookings/bookings-test-kit';
import { scheduleOf } from '../../classes/schedule/schedule-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const clock = new ManualClock('2027-03-08T17:00:00.000Z');
const POOL = '101-5';

describeEachDatabase(
  'a class moved on its own',
  (ctx: () => TestContext) => {
    let director: string;
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const { booked, cancel } = bookingRequests(ctx);
    const move = (token: string, sessionId: string, to: object) =>
      ctx().asMember(token, { method: 'POST', url: `/staff/classes/${sessionId}/move`, payload: to });

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      director = await ctx().login(DEMO.director.email, DEMO.director.password);
      newMember = await memberMaker(ctx);
    });

    it('refuses the past, a closed club, a room too small and a manager of another club', async () => {
      // Tuesday 9 March at 11 a.m., two members booked.
      const session = await addSession(ctx, '2027-03-09T19:00:00.000Z', { capacity: 10 });
      for (const member of [await newMember(), await newMember()]) await booked(member.token, session.id);
      const refused = async (to: object, status: number, message: string) => {
        const response = await move(director, session.id, to);
        expect([response.statusCode, response.json().message]).toEqual([status, message]);
      };
      await refused(
        { day: '2027-03-08', startTime: '08:00', roomId: session.roomId },
        409,
        STAFF_SCHEDULE_MESSAGES.movedIntoPast,
      );
      await refused(
        { day: '2027-03-09', startTime: '23:00', roomId: session.roomId },
        409,
        STAFF_SCHEDULE_MESSAGES.clubClosed,
      );
      await refused(
        { day: '2027-03-09', startTime: '11:00', roomId: session.roomId },
        400,
        STAFF_SCHEDULE_MESSAGES.nothingToMove,
      );
      await refused(
        { day: '2027-03-09', startTime: '11:00', roomId: '102-3' },
        400,
        STAFF_SCHEDULE_MESSAGES.roomNotInClub,
      );
      await ctx().app.db.update(rooms).set({ capacity: 1 }).where(eq(rooms.id, POOL));
      try {
        await refused(
          { day: '2027-03-09', startTime: '21:00', roomId: POOL },
          409,
          STAFF_SCHEDULE_MESSAGES.roomTooSmall,
        );
      } finally {
        await ctx().app.db.update(rooms).set({ capacity: 24 }).where(eq(rooms.id, POOL));
      }
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      const outside = await move(manager, session.id, { day: '2027-03-09', startTime: '21:00', roomId: POOL });
      expect([outside.statusCode, outside.json().message]).toEqual([403, STAFF_MESSAGES.clubOutOfScope]);
    });

    it('moves a class to another day, time and room; everyone booked or waiting is told and may cancel freely', async () => {
      const session = await addSession(ctx, '2027-03-09T20:00:00.000Z', { capacity: 1 }); // Tuesday at noon
      const [first, waiting] = [await newMember(), await newMember()];
      const place = await booked(first.token, session.id);
      await booked(waiting.token, session.id, true);
      const moved = await move(director, session.id, { day: '2027-03-10', startTime: '21:00', roomId: POOL });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(classRosterAnswerSchema.parse(moved.json()).data.session).toMatchObject({
        day: '2027-03-10',
        startsAt: '2027-03-11T05:00:00.000Z',
        room: { id: POOL, name: 'Outdoor Pool' },
      });
      const [row] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, session.id));
      expect(row?.movedAt).not.toBeNull();
      await classNoticesOf(ctx()).sendDue();
      for (const member of [first, waiting]) {
        const [mail] = await mailsTo(ctx(), member.email);
        expect(mail?.subject).toBe('Bay Fit Clubs: Power Spin has moved to Wednesday, March 10 at 9:00 PM');
        expect(mail?.text).toContain('which was on Tuesday, March 9 at 12:00 PM');
        expect(mail?.text).toContain('It is in Outdoor Pool now.');
      }
      const [audit] = await ctx()
        .app.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'class.moved'))
        .orderBy(desc(auditEvents.createdAt));
      expect(audit).toMatchObject({ clubId: '101', after: { sessionId: session.id, roomId: POOL, membersTold: 2 } });
      clock.set('2027-03-10T20:00:00.000Z');
      try {
        expect((await cancel(first.token, place.id)).json().data).toMatchObject({ lateCancel: false });
      } finally {
        clock.set('2027-03-08T17:00:00.000Z');
      }
    });
  },
  {},
  { clock },
);
