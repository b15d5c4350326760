import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { HOURS_MESSAGES, type WeeklyHours, clubHoursAnswerSchema } from '@gym/contracts/club-hours';
import { clubListSchema } from '@gym/contracts/clubs';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import {
  CAPACITY_MESSAGE,
  type StaffClubSettings,
  occupancyChartAnswerSchema,
  staffClubSettingsAnswerSchema,
} from '@gym/contracts/staff-clubs';
import { auditEvents } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';

// Tuesday 18 March 2031 at noon in Oakland (daylight time): the seeded holidays are years behind.
const clock = new ManualClock('2031-03-18T19:00:00.000Z');
const OAKLAND = '106';
const at = (hour: number, minute = 0) => hour * 60 + minute;
/** Oakland as seeded: weekdays 5 a.m. to 11 p.m., weekends 6 a.m. to 9 p.m. (Sunday first). */
const SEEDED: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0 || day === 6 ? { opens: at(6), closes: at(21) } : { opens: at(5), closes: at(23) },
);

type Ctx = () => TestContext;

describeEachDatabase(
  "a club's hours, closures and capacity in the console",
  (ctx) => {
    let manager: string;
    let desk: string;
    const call = (token: string, method: string, url: string, payload?: object) =>
      ctx().asMember(token, { method, url, ...(payload === undefined ? {} : { payload }) });
    const settings = async (method: string, url: string, payload?: object, status = 200) => {
      const response = await call(manager, method, url, payload);
      expect(response.statusCode, response.body).toBe(status);
      return staffClubSettingsAnswerSchema.parse(response.json()).data;
    };
    const hoursNow = async (ctxOf: Ctx) => {
      const response = await ctxOf().signed({ method: 'GET', url: `/clubs/hours/${OAKLAND}` });
      expect(response.statusCode, response.body).toBe(200);
      return clubHoursAnswerSchema.parse(response.json()).data;
    };
    const auditOf = (action: string) =>
      ctx()
        .app.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.clubId, OAKLAND), eq(auditEvents.action, action as never)));

    beforeAll(async () => {
      manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      desk = await ctx().login(DEMO.staff.email, DEMO.staff.password);
    });

    it("shows the manager their club's seeded settings, and refuses another club and the front desk", async () => {
      const mine: StaffClubSettings = await settings('GET', `/staff/clubs/${OAKLAND}/settings`);
      expect(mine).toEqual({
        clubId: OAKLAND,
        displayName: 'Oakland',
        timeZone: 'America/Los_Angeles',
        totalCapacity: 400,
        weekly: SEEDED,
        closures: [],
      });
      const other = await call(manager, 'GET', '/staff/clubs/108/settings');
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ message: STAFF_MESSAGES.clubOutOfScope });
      expect((await call(desk, 'GET', `/staff/clubs/${OAKLAND}/settings`)).statusCode).toBe(403);
    });

    it('replaces the week, which members see at once, in the audit log', async () => {
      const shortTuesday = SEEDED.map((hours, day) => (day === 2 ? { opens: at(5), closes: at(12) } : hours));
      const saved = await settings('PUT', `/staff/clubs/${OAKLAND}/hours`, { weekly: shortTuesday });
      expect(saved.weekly).toEqual(shortTuesday);
      // Noon is the closing minute: closed, and open again at 5 a.m. on Wednesday (12:00 UTC in daylight time).
      expect((await hoursNow(ctx)).now).toEqual({ open: false, changesAt: '2031-03-19T12:00:00.000Z' });
      const [entry] = await auditOf('club.hours-changed');
      expect(entry).toMatchObject({ before: { weekly: SEEDED }, after: { weekly: shortTuesday } });
      await settings('PUT', `/staff/clubs/${OAKLAND}/hours`, { weekly: SEEDED });
      expect((await hoursNow(ctx)).now).toEqual({ open: true, changesAt: '2031-03-19T06:00:00.000Z' });
    });

    it('refuses a day that closes before it opens, and a week of six days', async () => {
      const backwards = SEEDED.map((hours, day) => (day === 1 ? { opens: at(22), closes: at(6) } : hours));
      const refused = await call(manager, 'PUT', `/staff/clubs/${OAKLAND}/hours`, { weekly: backwards });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(HOURS_MESSAGES.closesAfterOpens);
      const short = await call(manager, 'PUT', `/staff/clubs/${OAKLAND}/hours`, { weekly: SEEDED.slice(1) });
      expect(short.statusCode).toBe(400);
      expect(JSON.stringify(short.json())).toContain(HOURS_MESSAGES.sevenDays);
    });

    it('adds a closure once per day, never in the past, and removes it, each in the audit log', async () => {
      const closure = { date: '2031-03-20', hours: null, reason: 'Floor refinishing' };
      const added = await settings('POST', `/staff/clubs/${OAKLAND}/closures`, closure, 201);
      const [saved] = added.closures;
      expect(saved).toMatchObject(closure);
      expect((await hoursNow(ctx)).closures).toEqual([saved]);

      const twice = await call(manager, 'POST', `/staff/clubs/${OAKLAND}/closures`, {
        ...closure,
        hours: { opens: at(9), closes: at(12) },
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ message: HOURS_MESSAGES.closureTaken });
      const past = await call(manager, 'POST', `/staff/clubs/${OAKLAND}/closures`, { ...closure, date: '2031-03-17' });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ message: HOURS_MESSAGES.closurePast });
      const noSuchDay = await call(manager, 'POST', `/staff/clubs/${OAKLAND}/closures`, {
        ...closure,
        date: '2031-02-30',
      });
      expect(noSuchDay.statusCode).toBe(400);
      expect((await auditOf('club.closure-added')).map((entry) => entry.reason)).toEqual(['Floor refinishing']);

      const removed = await settings('DELETE', `/staff/clubs/${OAKLAND}/closures/${saved!.id}`);
      expect(removed.closures).toEqual([]);
      const again = await call(manager, 'DELETE', `/staff/clubs/${OAKLAND}/closures/${saved!.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: HOURS_MESSAGES.closureNotFound });
      expect(await auditOf('club.closure-removed')).toHaveLength(1);
    });

    it("sets the club's capacity, which the club list shows at once", async () => {
      const saved = await settings('PUT', `/staff/clubs/${OAKLAND}/capacity`, { totalCapacity: 450 });
      expect(saved.totalCapacity).toBe(450);
      const list = clubListSchema.parse((await ctx().signed({ method: 'GET', url: '/clubs' })).json());
      expect(list.find((club) => club.clubautomationclubidC === OAKLAND)?.totalCapacity).toBe(450);
      const [entry] = await auditOf('club.capacity-changed');
      expect(entry).toMatchObject({ before: { totalCapacity: 400 }, after: { totalCapacity: 450 } });
      const zero = await call(manager, 'PUT', `/staff/clubs/${OAKLAND}/capacity`, { totalCapacity: 0 });
      expect(zero.statusCode).toBe(400);
      expect(JSON.stringify(zero.json())).toContain(CAPACITY_MESSAGE);
    });

    it('draws the last 30 days hour by hour', async () => {
      const response = await call(manager, 'GET', `/staff/clubs/${OAKLAND}/occupancy`);
      expect(response.statusCode, response.body).toBe(200);
      const chart = occupancyChartAnswerSchema.parse(response.json()).data;
      expect(chart).toMatchObject({ clubId: OAKLAND, from: '2031-02-17', through: '2031-03-18', totalCapacity: 450 });
      expect(chart.hours.map((hour) => hour.hour)).toEqual(Array.from({ length: 24 }, (_unused, hour) => hour));
    });
  },
  {},
  { clock },
);
