import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { clubScheduleAnswerSchema } from '@gym/contracts/classes';
import { classSessions } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { scheduleOf as scheduleWith } from './schedule-test-kit';

// Wednesday 10 March 2027, noon in San Francisco (standard time): the spring change is on Sunday the 14th.
const clock = new ManualClock('2027-03-10T20:00:00.000Z');

const scheduleOf = (ctx: TestContext) => scheduleWith(ctx, clock);

describeEachDatabase(
  "every club's class schedule, generated eight weeks ahead",
  (ctx) => {
    it('generates each session once, however many instances run it at the same time', async () => {
      const [first, second] = await Promise.all([scheduleOf(ctx()).generateAhead(), scheduleOf(ctx()).generateAhead()]);
      const total = await ctx().app.db.$count(classSessions);
      expect(first + second).toBe(total);
      expect(total).toBeGreaterThan(8 * 8 * 20);
      expect(await scheduleOf(ctx()).generateAhead()).toBe(0);
    });

    it("shows a club's week on its clock: 6:30 a.m. spin before and after the clocks change", async () => {
      const response = await ctx().signed({ method: 'GET', url: '/classes/schedule/108?from=2027-03-10&days=7' });
      expect(response.statusCode, response.body).toBe(200);
      const schedule = clubScheduleAnswerSchema.parse(response.json()).data;
      expect(schedule).toMatchObject({ clubId: '108', from: '2027-03-10', through: '2027-03-16' });
      const spins = schedule.sessions.filter(
        (session) => session.classTypeId === 'power-spin' && session.room.name === 'Cycle Studio',
      );
      // Wednesday 10 and Friday 12 March at 6:30 PST (14:30Z); Monday 15 March at 6:30 PDT (13:30Z).
      expect(spins.filter((spin) => spin.startsAt.endsWith('30:00.000Z')).map((spin) => spin.startsAt)).toEqual(
        expect.arrayContaining(['2027-03-10T14:30:00.000Z', '2027-03-12T14:30:00.000Z', '2027-03-15T13:30:00.000Z']),
      );
      expect(spins[0]).toMatchObject({ capacity: 28, cancelled: false, trainer: { firstName: 'Ryan' } });
      expect(schedule.classTypes.map((type) => type.id)).toContain('hot-yoga');
    });

    it('never puts a class on while the club is closed', async () => {
      // Embarcadero is closed on Sundays: its Sunday HIIT never appears; Castro's does.
      const sunday = (clubId: string) =>
        ctx().signed({ method: 'GET', url: `/classes/schedule/${clubId}?from=2027-03-14&days=1` });
      const embarcadero = clubScheduleAnswerSchema.parse((await sunday('102')).json()).data;
      expect(embarcadero.sessions).toEqual([]);
      const castro = clubScheduleAnswerSchema.parse((await sunday('108')).json()).data;
      expect(castro.sessions.map((session) => session.classTypeId)).toEqual(['hiit-circuit']);
      const sessions = await ctx().app.db.$count(classSessions, eq(classSessions.clubId, '102'));
      expect(sessions).toBeGreaterThan(0);
    });

    it('refuses a day the calendar does not have and more than two weeks at once', async () => {
      expect((await ctx().signed({ method: 'GET', url: '/classes/schedule/108?from=2027-02-30' })).statusCode).toBe(
        400,
      );
      expect((await ctx().signed({ method: 'GET', url: '/classes/schedule/108?days=15' })).statusCode).toBe(400);
      expect((await ctx().signed({ method: 'GET', url: '/classes/schedule/999' })).statusCode).toBe(404);
    });
  },
  {},
  { clock },
);
