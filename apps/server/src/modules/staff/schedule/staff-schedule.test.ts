import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import {
  STAFF_SCHEDULE_MESSAGES,
  classTypeAnswerSchema,
  seriesAnswerSchema,
  staffScheduleAnswerSchema,
} from '@gym/contracts/staff-schedule';
import { auditEvents, classSessions } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { bookingRequests, classNoticesOf, mailsTo, memberMaker } from '../../classes/bookings/bookings-test-kit';
import { scheduleOf } from '../../classes/schedule/schedule-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs; the clocks go forward on Sunday the 14th.
const clock = new ManualClock('2027-03-08T17:00:00.000Z');
const MARIN = '101';
const YOGA_STUDIO = '101-6';

describeEachDatabase(
  'the schedule as managers make it: class types and series',
  (ctx: () => TestContext) => {
    let director: string;
    let trainerId: string;
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const { booked } = bookingRequests(ctx);
    const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      ctx().asMember(token, { method, url, ...(payload ? { payload } : {}) });
    const sessionsOf = (seriesId: string) =>
      ctx()
        .app.db.select()
        .from(classSessions)
        .where(eq(classSessions.seriesId, seriesId))
        .orderBy(asc(classSessions.startsAt));
    const stretch = {
      description: 'Slow stretching to start the day.',
      level: 'allLevels',
      durationMinutes: 30,
      image: 'yoga',
      premierOnly: false,
    };
    /** A new type and its Monday and Wednesday 7 a.m. series at Marin from Wednesday 10 March. */
    const newSeries = async (name: string, capacity = 10) => {
      const type = await as(director, 'POST', '/staff/class-types', { name, ...stretch });
      expect(type.statusCode, type.body).toBe(200);
      const classTypeId = classTypeAnswerSchema.parse(type.json()).data.id;
      const series = { clubId: MARIN, classTypeId, roomId: YOGA_STUDIO, trainerId, weekdays: [3, 1] };
      const made = await as(director, 'POST', '/staff/class-series', {
        ...series,
        startTime: '07:00',
        startsOn: '2027-03-10',
        endsOn: null,
        capacity,
        popular: false,
      });
      expect(made.statusCode, made.body).toBe(200);
      return seriesAnswerSchema.parse(made.json()).data;
    };
    const change = (series: { id: string; room: { id: string }; trainer: { id: string } }, fields: object) =>
      as(director, 'PUT', `/staff/class-series/${series.id}`, {
        roomId: series.room.id,
        trainerId: series.trainer.id,
        weekdays: [1, 3],
        startTime: '07:00',
        endsOn: null,
        capacity: 10,
        popular: false,
        reason: 'Studio refit',
        ...fields,
      });

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      director = await ctx().login(DEMO.director.email, DEMO.director.password);
      newMember = await memberMaker(ctx);
      const schedule = staffScheduleAnswerSchema.parse((await as(director, 'GET', '/staff/clubs/101/schedule')).json());
      trainerId = schedule.data.trainers[0]!.id;
    });

    it("adds a class type and a series whose sessions are generated at once on the club's clock", async () => {
      const series = await newSeries('Sunrise Stretch');
      expect(series).toMatchObject({ classTypeId: 'sunrise-stretch', weekdays: [1, 3], startTime: '07:00' });
      const sessions = await sessionsOf(series.id);
      // Wednesday 10 March at 7:00 PST, Monday 15 March at 7:00 PDT: the same wall-clock time, eight weeks ahead.
      expect(sessions.slice(0, 2).map((session) => [session.day, session.startsAt.toISOString()])).toEqual([
        ['2027-03-10', '2027-03-10T15:00:00.000Z'],
        ['2027-03-15', '2027-03-15T14:00:00.000Z'],
      ]);
      expect(sessions).toHaveLength(15);
      expect(sessions[0]).toMatchObject({ capacity: 10, roomId: YOGA_STUDIO, seriesDay: '2027-03-10' });
      const again = await as(director, 'POST', '/staff/class-types', { name: 'sunrise stretch', ...stretch });
      expect(again.json()).toMatchObject({ message: STAFF_SCHEDULE_MESSAGES.classTypeExists });
      const schedule = staffScheduleAnswerSchema.parse((await as(director, 'GET', '/staff/clubs/101/schedule')).json());
      expect(schedule.data.series.map((entry) => entry.id)).toContain(series.id);
      const [audit] = await ctx()
        .app.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'class-series.created'))
        .orderBy(desc(auditEvents.createdAt));
      expect(audit).toMatchObject({ clubId: MARIN, after: { seriesId: series.id, startTime: '07:00' } });
    });

    it("refuses another club's manager, the front desk, and a capacity above the room's", async () => {
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      const desk = await ctx().login(DEMO.staff.email, DEMO.staff.password);
      expect((await as(manager, 'GET', '/staff/clubs/101/schedule')).json()).toMatchObject({
        message: STAFF_MESSAGES.clubOutOfScope,
      });
      const body = {
        clubId: MARIN,
        classTypeId: 'yoga-flow',
        roomId: YOGA_STUDIO,
        trainerId,
        weekdays: [2],
        startTime: '12:00',
        startsOn: '2027-03-09',
        endsOn: null,
        capacity: 10,
        popular: false,
      };
      const outside = await as(manager, 'POST', '/staff/class-series', body);
      expect([outside.statusCode, outside.json().message]).toEqual([403, STAFF_MESSAGES.clubOutOfScope]);
      expect((await as(desk, 'POST', '/staff/class-series', body)).statusCode).toBe(403);
      const shared = await as(manager, 'PUT', '/staff/class-types/power-spin', { name: 'Power Spin', ...stretch });
      expect(shared.json()).toMatchObject({ message: STAFF_SCHEDULE_MESSAGES.classTypeOutOfScope });
      const tooMany = await as(director, 'POST', '/staff/class-series', { ...body, capacity: 26 });
      expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, STAFF_SCHEDULE_MESSAGES.capacityAboveRoom]);
    });

    it('ends a series: its classes after the last day are cancelled and their members told why', async () => {
      const series = await newSeries('Morning Mobility');
      const [wednesday, monday] = await sessionsOf(series.id);
      const keeps = await newMember();
      const loses = await newMember();
      await booked(keeps.token, wednesday!.id);
      await booked(loses.token, monday!.id);
      const full = await change(series, { capacity: 10, roomId: '101-5', endsOn: null });
      expect(full.statusCode, full.body).toBe(200);
      const ended = await change(series, { endsOn: '2027-03-12', roomId: '101-5' });
      expect(ended.statusCode, ended.body).toBe(200);
      const sessions = await sessionsOf(series.id);
      expect(sessions.filter((session) => session.cancelledAt === null).map((session) => session.day)).toEqual([
        '2027-03-10',
      ]);
      await classNoticesOf(ctx()).sendDue();
      const [mail] = await mailsTo(ctx(), loses.email);
      expect(mail?.subject).toBe('Bay Fit Clubs: Morning Mobility on Monday, March 15 at 7:00 AM is cancelled');
      expect(mail?.text).toContain('is cancelled (Studio refit)');
      // The room's change reached Wednesday's class: its member was told where it is now.
      const [moved] = await mailsTo(ctx(), keeps.email);
      expect(moved?.subject).toBe(
        'Bay Fit Clubs: Morning Mobility on Wednesday, March 10 at 7:00 AM is in Outdoor Pool',
      );
      const [audit] = await ctx()
        .app.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'class-series.updated'), eq(auditEvents.reason, 'Studio refit')))
        .orderBy(desc(auditEvents.createdAt));
      expect(audit?.after).toMatchObject({ endsOn: '2027-03-12', classesCancelled: 14 });
    });

    it('moves its classes to a new time, never leaving one with fewer places than are taken', async () => {
      const series = await newSeries('Evening Unwind', 2);
      const [wednesday] = await sessionsOf(series.id);
      const member = await newMember();
      await booked(member.token, wednesday!.id);
      await booked((await newMember()).token, wednesday!.id);
      const smaller = await change(series, { capacity: 1 });
      expect([smaller.statusCode, smaller.json().message]).toEqual([409, STAFF_SCHEDULE_MESSAGES.seriesOverfull]);
      const later = await change(series, { capacity: 2, startTime: '07:30' });
      expect(later.statusCode, later.body).toBe(200);
      const sessions = await sessionsOf(series.id);
      expect(sessions.slice(0, 2).map((session) => session.startsAt.toISOString())).toEqual([
        '2027-03-10T15:30:00.000Z',
        '2027-03-15T14:30:00.000Z',
      ]);
      await classNoticesOf(ctx()).sendDue();
      const [mail] = await mailsTo(ctx(), member.email);
      expect(mail?.subject).toBe('Bay Fit Clubs: Evening Unwind has moved to Wednesday, March 10 at 7:30 AM');
      expect(mail?.text).toContain('which was on Wednesday, March 10 at 7:00 AM');
    });
  },
  {},
  { clock },
);
