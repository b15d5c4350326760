import { beforeAll, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import { type StaffDashboardClasses, staffDashboardClassesSchema } from '@gym/contracts/staff-dashboard';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { dashboardRows } from './dashboard-test-kit';

type Ctx = () => TestContext;

// Tuesday 18 March 2031, noon at the clubs (UTC-7): years after the seeded demo's classes, so only these count.
const clock = new ManualClock('2031-03-18T19:00:00Z');

async function classes(ctx: Ctx, token: string, clubId?: string): Promise<StaffDashboardClasses> {
  const url = clubId ? `/staff/dashboard/classes?clubId=${clubId}` : '/staff/dashboard/classes';
  const response = await ctx().asMember(token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return staffDashboardClassesSchema.parse(response.json());
}

/**
 * Oakland's classes: today's at 9 am (held) and 6 pm (to come, 01:00 UTC tomorrow) and a cancelled one; one on
 * 10 March; one at 11:30 pm on 17 February, the first of the 30 days (07:30 UTC on the 18th); and outside the
 * window, one on 16 February and one tomorrow.
 */
async function makeOaklandClasses(ctx: Ctx) {
  const rows = dashboardRows(ctx().app.db);
  const members = await Promise.all([0, 1, 2, 3].map(() => rows.member('106')));
  const [a, b, c, d] = members as [string, string, string, string];
  const morning = await rows.classSession('106', '2031-03-18T16:00:00Z', {
    day: '2031-03-18',
    capacity: 10,
    booked: 4,
  });
  await rows.classBooking(morning, a, 'attended');
  await rows.classBooking(morning, b, 'attended');
  await rows.classBooking(morning, c, 'attended');
  await rows.classBooking(morning, d, 'noShow');
  const evening = await rows.classSession('106', '2031-03-19T01:00:00Z', {
    day: '2031-03-18',
    capacity: 10,
    booked: 1,
  });
  await rows.classBooking(evening, a, null);
  await rows.classSession('106', '2031-03-18T17:00:00Z', {
    day: '2031-03-18',
    capacity: 10,
    booked: 0,
    cancelled: true,
  });
  const tenth = await rows.classSession('106', '2031-03-10T14:00:00Z', { day: '2031-03-10', capacity: 20, booked: 16 });
  await rows.classBooking(tenth, a, 'attended');
  await rows.classBooking(tenth, b, 'attended');
  await rows.classBooking(tenth, c, 'noShow');
  await rows.classBooking(tenth, d, 'noShow');
  const first = await rows.classSession('106', '2031-02-18T07:30:00Z', { day: '2031-02-17', capacity: 10, booked: 5 });
  await rows.classBooking(first, a, 'noShow');
  const tooOld = await rows.classSession('106', '2031-02-17T04:00:00Z', {
    day: '2031-02-16',
    capacity: 10,
    booked: 10,
  });
  await rows.classBooking(tooOld, a, 'attended');
  await rows.classSession('106', '2031-03-19T16:00:00Z', { day: '2031-03-19', capacity: 10, booked: 3 });
}

/** Marin's: one full class this morning, half its marked members no-shows. */
async function makeMarinClasses(ctx: Ctx) {
  const rows = dashboardRows(ctx().app.db);
  const [a, b] = (await Promise.all([rows.member('101'), rows.member('101')])) as [string, string];
  const morning = await rows.classSession('101', '2031-03-18T15:00:00Z', {
    day: '2031-03-18',
    capacity: 10,
    booked: 10,
  });
  await rows.classBooking(morning, a, 'attended');
  await rows.classBooking(morning, b, 'noShow');
}

const OAKLAND = {
  classesToday: 2,
  places: 40,
  booked: 25,
  attended: 5,
  noShows: 4,
  fillRate: 25 / 40,
  noShowRate: 4 / 9,
};
const MARIN = { classesToday: 1, places: 10, booked: 10, attended: 1, noShows: 1, fillRate: 1, noShowRate: 0.5 };

const csvOf = (ctx: Ctx, token: string, url: string, headers: Record<string, string> = {}) =>
  ctx().asMember(token, { method: 'GET', url, headers });

describeEachDatabase(
  'staff: the dashboard of classes',
  (ctx) => {
    beforeAll(async () => {
      await makeOaklandClasses(ctx);
      await makeMarinClasses(ctx);
    });

    it('counts classes today, fill and no-show rates per club, on each club day, from the rows made', async () => {
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);

      const oakland = await classes(ctx, manager);
      expect(oakland).toMatchObject({ clubId: null, today: '2031-03-18', total: OAKLAND });
      expect(oakland.clubs).toEqual([{ clubId: '106', clubName: expect.any(String), ...OAKLAND }]);
      expect(await classes(ctx, director, '106')).toEqual({ ...oakland, clubId: '106' });

      const all = await classes(ctx, director);
      expect(all.clubs.find((club) => club.clubId === '106')).toMatchObject(OAKLAND);
      expect(all.clubs.find((club) => club.clubId === '101')).toMatchObject(MARIN);
      expect(all.clubs.length).toBeGreaterThan(2);
      for (const club of all.clubs.filter(({ clubId }) => !['101', '106'].includes(clubId))) {
        expect(club).toMatchObject({ classesToday: 0, places: 0, fillRate: null, noShowRate: null });
      }
      expect(all.total).toEqual({
        classesToday: 3,
        places: 50,
        booked: 35,
        attended: 6,
        noShows: 5,
        fillRate: 35 / 50,
        noShowRate: 5 / 11,
      });
    });

    it('gives the CSV of one row per club per club day, its header in the request language', async () => {
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      const [oakland] = (await classes(ctx, manager, '106')).clubs;
      const response = await csvOf(ctx, manager, '/staff/dashboard/classes.csv?clubId=106');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('attachment; filename="classes-106-2031-03-18.csv"');
      const [header, ...days] = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe('Date,Club,Classes,Places,Booked,Attended,No-shows,Fill rate (%),No-show rate (%)');
      expect(days).toHaveLength(30);
      const name = oakland!.clubName;
      expect(days[0]).toBe(`2031-02-17,${name},1,10,5,0,1,50.0,100.0`);
      expect(days[1]).toBe(`2031-02-18,${name},0,0,0,0,0,,`);
      expect(days[21]).toBe(`2031-03-10,${name},1,20,16,2,2,80.0,50.0`);
      expect(days[29]).toBe(`2031-03-18,${name},2,10,4,3,1,40.0,25.0`);

      const all = await csvOf(ctx, manager, '/staff/dashboard/classes.csv', { 'accept-language': 'es' });
      expect(all.headers['content-disposition']).toContain('filename="classes-all-clubs-2031-03-18.csv"');
      expect(all.body.split('\r\n')[0]).toBe(
        '\uFEFFFecha,Club,Clases,Plazas,Reservadas,Asistencias,Ausencias,Ocupación (%),Tasa de ausencias (%)',
      );
      expect(all.body.split('\r\n')).toHaveLength(31);

      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const everyClub = await csvOf(ctx, director, '/staff/dashboard/classes.csv');
      const clubCount = (await classes(ctx, director)).clubs.length;
      expect(everyClub.body.split('\r\n')).toHaveLength(1 + 30 * clubCount);
    });

    it("refuses a club that is not the manager's, the front desk and a member", async () => {
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      for (const url of ['/staff/dashboard/classes?clubId=101', '/staff/dashboard/classes.csv?clubId=101']) {
        const refused = await ctx().asMember(manager, { method: 'GET', url });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ message: STAFF_MESSAGES.clubOutOfScope });
      }
      for (const account of [DEMO.staff, DEMO.member]) {
        const token = await ctx().login(account.email, account.password);
        for (const url of ['/staff/dashboard/classes', '/staff/dashboard/classes.csv']) {
          const refused = await ctx().asMember(token, { method: 'GET', url });
          expect(refused.statusCode, `${account.email} ${url}`).toBe(403);
        }
      }
    });
  },
  {},
  { clock },
);
