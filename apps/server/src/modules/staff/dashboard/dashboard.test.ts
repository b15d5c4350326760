import { expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import { type StaffDashboard, staffDashboardSchema } from '@gym/contracts/staff-dashboard';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { dashboardRows } from './dashboard-test-kit';

type Ctx = () => TestContext;

// Tuesday 18 March 2031, noon at the clubs (daylight time, UTC-7): years after the seeded demo's rows.
const NOW = '2031-03-18T19:00:00Z';
const clock = new ManualClock(NOW);
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();
const LONG_AGO = '2030-06-01T18:00:00Z';

async function dashboard(ctx: Ctx, token: string, clubId?: string): Promise<StaffDashboard> {
  const url = clubId ? `/staff/dashboard?clubId=${clubId}` : '/staff/dashboard';
  const response = await ctx().asMember(token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return staffDashboardSchema.parse(response.json());
}

/** Oakland's rows: each figure has rows inside its window and rows just outside it. */
async function makeOaklandRows(ctx: Ctx) {
  const rows = dashboardRows(ctx().app.db);
  const [alex, blake, casey, payer, late, suspended] = await Promise.all(
    [0, 1, 2, 3, 4, 5].map(() => rows.member('106')),
  );
  // Joins: today at 10 am; 10 pm yesterday (05:00 UTC today); 5, 21 and 36 days ago.
  await rows.membership(alex!, { clubId: '106', createdAt: '2031-03-18T17:00:00Z' });
  await rows.membership(blake!, { clubId: '106', createdAt: '2031-03-18T05:00:00Z' });
  await rows.membership(casey!, { clubId: '106', createdAt: '2031-03-13T20:00:00Z' });
  await rows.membership(payer!, { clubId: '106', createdAt: '2031-02-25T20:00:00Z' });
  await rows.membership(payer!, { clubId: '106', createdAt: '2031-02-10T20:00:00Z' });
  // Dues collected: autopay and balance payments; a join's charge is not dues, and 45 days ago is too old.
  await rows.charge(payer!, 'autopay', 6899, '2031-03-18T16:00:00Z');
  await rows.charge(payer!, 'payment', 2500, '2031-03-14T18:00:00Z');
  await rows.charge(payer!, 'autopay', 6899, '2031-03-01T18:00:00Z');
  await rows.charge(alex!, 'join', 4999, '2031-03-18T17:00:00Z');
  await rows.charge(payer!, 'autopay', 6899, '2031-02-01T18:00:00Z');
  // Past due: one member behind a month, one suspended after two.
  const lateMembership = await rows.membership(late!, {
    clubId: '106',
    createdAt: LONG_AGO,
    billingStatus: 'past_due',
    pastDueSince: '2031-03-01',
  });
  await rows.dues(late!, lateMembership, '2031-03-01');
  const suspendedMembership = await rows.membership(suspended!, {
    clubId: '106',
    createdAt: LONG_AGO,
    billingStatus: 'suspended',
    pastDueSince: '2031-02-01',
  });
  await rows.dues(suspended!, suspendedMembership, '2031-02-01');
  await rows.dues(suspended!, suspendedMembership, '2031-03-01');
  // Cancellations: one ending in 10 days; withdrawn, past and too far ones do not count.
  const leaving = await rows.membership(casey!, { clubId: '106', createdAt: LONG_AGO });
  await rows.cancellation(casey!, leaving, '2031-03-28');
  await rows.cancellation(casey!, leaving, '2031-03-29', '2031-03-05T18:00:00Z');
  const older = await rows.membership(blake!, { clubId: '106', createdAt: LONG_AGO, status: 'ended' });
  await rows.cancellation(blake!, older, '2031-03-10');
  const later = await rows.membership(alex!, { clubId: '106', createdAt: LONG_AGO });
  await rows.cancellation(alex!, later, '2031-05-01');
  // Freezes: April's counts; May's is beyond 30 days; a withdrawn one does not count.
  await rows.freeze(casey!, leaving, '2031-04-01');
  await rows.freeze(alex!, later, '2031-05-01');
  await rows.freeze(blake!, older, '2031-04-01', '2031-03-10T18:00:00Z');
  // Visits: 10 minutes ago (in the club now), 2 hours ago (checked in today, gone), yesterday.
  await rows.visit(alex!, '106', minutesAgo(10));
  await rows.visit(blake!, '106', minutesAgo(120));
  await rows.visit(casey!, '106', '2031-03-17T20:00:00Z');
  // Sign-ups: idle for 2 days (abandoned); still moving, a week and more old, and finished ones do not count.
  await rows.signup('106', 'Provide your personal Info', '2031-03-16T19:00:00Z');
  await rows.signup('106', 'Take your photo', minutesAgo(10));
  await rows.signup('106', 'Choose a membership', '2031-03-09T19:00:00Z');
  await rows.signup('106', 'Congratulation!', '2031-03-16T19:00:00Z');
}

/** Marin's: a join, a balance payment and a visit today, which Oakland's figures never show. */
async function makeMarinRows(ctx: Ctx) {
  const rows = dashboardRows(ctx().app.db);
  const marin = await rows.member('101');
  await rows.membership(marin, { clubId: '101', createdAt: '2031-03-18T16:00:00Z' });
  await rows.charge(marin, 'payment', 1000, '2031-03-18T16:30:00Z');
  await rows.visit(marin, '101', minutesAgo(5));
}

const OAKLAND_DAYS: Record<string, { joins: number; duesCents: number }> = {
  '2031-02-25': { joins: 1, duesCents: 0 },
  '2031-03-01': { joins: 0, duesCents: 6899 },
  '2031-03-13': { joins: 1, duesCents: 0 },
  '2031-03-14': { joins: 0, duesCents: 2500 },
  '2031-03-17': { joins: 1, duesCents: 0 },
  '2031-03-18': { joins: 1, duesCents: 6899 },
};

describeEachDatabase(
  'staff: the dashboard',
  (ctx) => {
    it('counts joins, dues, past due, what is coming, check-ins and abandoned sign-ups from the rows made', async () => {
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      const before = await dashboard(ctx, director);
      await makeOaklandRows(ctx);
      await makeMarinRows(ctx);

      const oakland = await dashboard(ctx, manager);
      expect(oakland).toMatchObject({
        clubId: null,
        today: '2031-03-18',
        joins: { today: 1, last7Days: 3, last30Days: 4 },
        duesCollectedCents: { today: 6899, last7Days: 9399, last30Days: 16298 },
        pastDue: { members: 2, amountCents: 3 * 6899 },
        coming: { cancellations: 1, freezes: 1, through: '2031-04-16' },
        checkIns: { today: 2, inClubNow: 1 },
        abandonedSignups: { thisWeek: 1 },
      });
      expect(oakland.days).toHaveLength(30);
      expect(oakland.days[0]!.day).toBe('2031-02-17');
      for (const day of oakland.days) {
        expect(day).toEqual({ day: day.day, ...(OAKLAND_DAYS[day.day] ?? { joins: 0, duesCents: 0 }) });
      }
      // The manager's "all my clubs" is Oakland, and the director sees the same when asking for Oakland.
      expect(await dashboard(ctx, manager, '106')).toEqual({ ...oakland, clubId: '106' });
      expect(await dashboard(ctx, director, '106')).toEqual({ ...oakland, clubId: '106' });

      // Every club: Oakland's rows and Marin's added to what the seeded demo had.
      const all = await dashboard(ctx, director);
      expect(all.joins).toEqual({
        today: before.joins.today + 2,
        last7Days: before.joins.last7Days + 4,
        last30Days: before.joins.last30Days + 5,
      });
      expect(all.duesCollectedCents.today - before.duesCollectedCents.today).toBe(6899 + 1000);
      expect(all.pastDue.members - before.pastDue.members).toBe(2);
      expect(all.checkIns).toEqual({ today: before.checkIns.today + 3, inClubNow: before.checkIns.inClubNow + 2 });
      expect(all.abandonedSignups.thisWeek - before.abandonedSignups.thisWeek).toBe(1);
    });

    it("refuses a club that is not the manager's, the front desk and a member", async () => {
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      const marin = await ctx().asMember(manager, { method: 'GET', url: '/staff/dashboard?clubId=101' });
      expect(marin.statusCode).toBe(403);
      expect(marin.json()).toMatchObject({ message: STAFF_MESSAGES.clubOutOfScope });
      for (const account of [DEMO.staff, DEMO.member]) {
        const token = await ctx().login(account.email, account.password);
        const refused = await ctx().asMember(token, { method: 'GET', url: '/staff/dashboard' });
        expect(refused.statusCode, account.email).toBe(403);
      }
    });
  },
  {},
  { clock },
);
