import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DASHBOARD, type StaffDashboard, staffDashboardSchema } from '@gym/contracts/staff-dashboard';
import { DEFAULT_VISIT_MINUTES } from '@gym/contracts/club-busy';
import { ManualClock } from '../../lib/clock';
import { clubTodayIso } from '../../lib/club-date';
import { createBillingRun } from '../../modules/membership/billing-run/billing-run.module';
import { SandboxBillingProvider } from '../../providers/billing';
import { describeEachDatabase } from '../../test/app';
import { DEMO } from '../../test/demo';
import { rows } from '../../test/join-kit';
import { scheduleOf } from '../../modules/classes/schedule/schedule-test-kit';
import { addDays } from './chain-calendar';
import { DEMO_CHAIN, type ChainMember, demoChainHistory } from './chain-history';
import { seedDemoBookings } from './chain-bookings';
import { demoChainSignups } from './chain-signups';
import { demoChainOptions, seedDemoChain } from './seed-demo-chain';

// Tuesday 18 March 2031, noon at the clubs, nine days after the clocks went forward: years after the demo
// accounts' own rows, so every figure below is the chain's.
const NOW = '2031-03-18T19:00:00Z';
const clock = new ManualClock(NOW);
const OPTIONS = { now: new Date(NOW), freezeFeeCents: 1000, retryDays: [3, 7] } as const;

/** The chain the seed writes, as the generator made it: what the figures are checked against. */
const generated = (): ChainMember[] => demoChainHistory(demoChainOptions(OPTIONS));

const unpaidCents = (member: ChainMember) =>
  member.months
    .filter((month) => !month.attempts.some((attempt) => attempt.outcome === 'succeeded'))
    .reduce((sum, month) => sum + month.amountCents, 0);

describeEachDatabase(
  'the demo chain',
  (ctx) => {
    const provider = () => {
      const billing = ctx().app.billing;
      if (!(billing instanceof SandboxBillingProvider)) throw new Error('the sandbox is not the billing provider');
      return billing;
    };
    const moneyRows = async () =>
      rows<{ charges: number; entries: number; attempts: number; ended: number }>(
        ctx().app.db,
        sql`select (select count(*) from charges)::int as charges, (select count(*) from ledger_entries)::int as entries,
                   (select count(*) from payment_attempts)::int as attempts,
                   (select count(*) from memberships where status = 'ended')::int as ended`,
      );

    it('is seeded once, however many instances start at once', async () => {
      const seeded = await Promise.all([1, 2].map(() => seedDemoChain(ctx().app.db, provider(), OPTIONS)));
      expect(seeded.sort((a, b) => a - b)).toEqual([0, DEMO_CHAIN.members]);
      expect(await seedDemoChain(ctx().app.db, provider(), OPTIONS)).toBe(0);
      const [chain] = await rows<{ n: number }>(
        ctx().app.db,
        sql`select count(*)::int as n from users where email like ${`%@${DEMO_CHAIN.emailDomain}`}`,
      );
      expect(chain?.n).toBe(DEMO_CHAIN.members);
      // Two seeds of 2,000 members and their fourteen months, one after the other under the lock: about 20 s alone
      // on PGlite, and more when the machine is shared.
    }, 120_000);

    it("shows on the director's dashboard as the history it was made from", async () => {
      const members = generated();
      const today = clubTodayIso(new Date(NOW));
      const firstDay = addDays(today, 1 - DASHBOARD.chartDays);
      const comingUntil = addDays(today, DASHBOARD.comingDays);
      const { nowMinute } = demoChainOptions(OPTIONS);
      const visitsToday = members.flatMap((member) => member.visits.filter((visit) => visit.at.day === today));
      const behind = members.filter((member) => member.status === 'active' && member.billingStatus !== 'current');
      const collected = members.flatMap((member) =>
        member.months.flatMap((month) =>
          month.attempts
            .filter((attempt) => attempt.outcome === 'succeeded' && attempt.at.day >= firstDay)
            .map(() => month.amountCents),
        ),
      );

      const token = await ctx().login(DEMO.director.email, DEMO.director.password);
      const response = await ctx().asMember(token, { method: 'GET', url: '/staff/dashboard' });
      expect(response.statusCode, response.body).toBe(200);
      const dashboard: StaffDashboard = staffDashboardSchema.parse(response.json());

      expect(dashboard.joins).toEqual({
        today: members.filter((member) => member.joinedAt.day === today).length,
        last7Days: members.filter((member) => member.joinedAt.day >= addDays(today, -6)).length,
        last30Days: members.filter((member) => member.joinedAt.day >= firstDay).length,
      });
      expect(dashboard.duesCollectedCents.last30Days).toBe(collected.reduce((sum, cents) => sum + cents, 0));
      expect(dashboard.pastDue).toEqual({
        members: behind.length,
        amountCents: behind.reduce((sum, member) => sum + unpaidCents(member), 0),
      });
      expect(dashboard.coming.cancellations).toBe(
        members.filter(({ cancellation: c }) => c && c.lastDay >= today && c.lastDay < comingUntil).length,
      );
      expect(dashboard.coming.freezes).toBe(
        members.filter(({ freeze: f }) => f && f.firstPeriod >= today && f.firstPeriod < comingUntil).length,
      );
      expect(dashboard.checkIns).toEqual({
        today: visitsToday.length,
        inClubNow: new Set(
          members
            .filter((member) =>
              member.visits.some(
                (visit) => visit.at.day === today && visit.at.minute >= nowMinute - DEFAULT_VISIT_MINUTES,
              ),
            )
            .map((member) => member.id),
        ).size,
      });
      // Left within the last week and idle an hour at least: after noon seven days ago, by 11 a.m. today.
      const moment = ({ day, minute }: { day: string; minute: number }) => `${day} ${String(minute).padStart(4, '0')}`;
      expect(dashboard.abandonedSignups.thisWeek).toBe(
        demoChainSignups(demoChainOptions(OPTIONS)).filter(
          ({ lastAt }) =>
            moment(lastAt) >= moment({ day: addDays(today, -DASHBOARD.abandonedDays), minute: nowMinute }) &&
            moment(lastAt) <= moment({ day: today, minute: nowMinute - 60 }),
        ).length,
      );
      // A chain worth judging a console by: every figure has something in it.
      for (const figure of [
        dashboard.joins.last30Days,
        dashboard.duesCollectedCents.last30Days,
        dashboard.pastDue.members,
        dashboard.coming.cancellations,
        dashboard.coming.freezes,
        dashboard.checkIns.today,
        dashboard.checkIns.inClubNow,
        dashboard.abandonedSignups.thisWeek,
      ]) {
        expect(figure).toBeGreaterThan(0);
      }
    });

    it("leaves each member's balance what they owe, and the billing run nothing to redo", async () => {
      const owed = new Map(generated().map((member) => [member.id, unpaidCents(member)]));
      const balances = await rows<{ user_id: string; balance: number }>(
        ctx().app.db,
        sql`select u.id as user_id, coalesce(sum(l.amount_cents), 0)::int as balance
              from users u left join ledger_entries l on l.user_id = u.id
             where u.email like ${`%@${DEMO_CHAIN.emailDomain}`} group by u.id`,
      );
      expect(balances).toHaveLength(owed.size);
      for (const { user_id, balance } of balances) expect(balance, user_id).toBe(owed.get(user_id));

      const before = await moneyRows();
      await createBillingRun({
        db: ctx().app.db,
        provider: ctx().app.billing,
        clock,
        retryDays: OPTIONS.retryDays,
        log: ctx().app.log,
      }).run();
      // The demo accounts' own dues are billed (their memberships are from the template's day); the chain's are not.
      const [chainRows] = await rows<{ n: number }>(
        ctx().app.db,
        sql`select count(*)::int as n from payment_attempts a join users u on u.id = a.user_id
             where u.email like ${`%@${DEMO_CHAIN.emailDomain}`} and a.created_at > ${NOW}::timestamptz - interval '1 hour'`,
      );
      expect(chainRows?.n).toBe(0);
      const after = await moneyRows();
      expect(after[0]!.ended).toBe(before[0]!.ended);
    });

    it('books its members into the classes of the last week and the coming one, once, the counts kept', async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      expect(await seedDemoBookings(ctx().app.db, clock.now())).toBeGreaterThan(100);
      expect(await seedDemoBookings(ctx().app.db, clock.now())).toBe(0);
      const [counts] = await rows<{ wrong: number; full: number; waiting: number; attended: number }>(
        ctx().app.db,
        sql`select
              count(*) filter (where s.booked <> (select count(*) from class_bookings b
                                 where b.session_id = s.id and b.status = 'booked')
                             or s.booked > s.capacity)::int as wrong,
              count(*) filter (where s.booked = s.capacity and s.starts_at > ${NOW})::int as full,
              count(*) filter (where s.waitlisted > 0)::int as waiting,
              (select count(*) from class_bookings where attendance = 'attended')::int as attended
            from class_sessions s`,
      );
      expect(counts).toMatchObject({ wrong: 0 });
      expect(counts!.full).toBeGreaterThan(0);
      expect(counts!.waiting).toBeGreaterThan(0);
      expect(counts!.attended).toBeGreaterThan(0);
    });

    it("refunds a chain member's charge at the provider like any other", async () => {
      const [charge] = await rows<{ provider_charge_id: string; amount_cents: number }>(
        ctx().app.db,
        sql`select c.provider_charge_id, c.amount_cents from charges c join users u on u.id = c.user_id
             where c.kind = 'autopay' and u.email like ${`%@${DEMO_CHAIN.emailDomain}`} order by c.created_at desc limit 1`,
      );
      const refund = await provider().refund({
        idempotencyKey: 'chain-refund-test',
        chargeId: charge!.provider_charge_id,
      });
      expect(refund).toMatchObject({ status: 'succeeded', amountCents: charge!.amount_cents });
    });
  },
  // Every statement is bounded, as in production: a second instance must not wait for the first's seed in one
  // statement (a blocking lock failed here with 57014 while the first one seeded).
  { DATABASE_STATEMENT_TIMEOUT_MS: '2000' },
  { clock },
);
