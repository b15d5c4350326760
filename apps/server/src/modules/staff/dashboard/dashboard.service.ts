import { ABANDONED_AFTER_HOURS } from '@gym/contracts/staff-follow-ups';
import { DASHBOARD, type DashboardDay, type StaffDashboard } from '@gym/contracts/staff-dashboard';
import type { UserRole } from '@gym/contracts/auth';
import type { Clock } from '../../../lib/clock';
import type { OccupancyService } from '../../membership/occupancy';
import { clubDayStart, clubTodayIso } from '../../../lib/club-date';
import { addDays } from '../../membership/billing-run';
import type { StaffScopes } from '../scope';
import type { DashboardRange, DashboardRepository } from './dashboard.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The club days and moments one dashboard counts, from the clock's now. */
export function dashboardRange(now: Date): DashboardRange {
  const today = clubTodayIso(now);
  const firstDay = addDays(today, 1 - DASHBOARD.chartDays);
  return {
    now,
    today,
    firstDay,
    firstDayStart: clubDayStart(firstDay),
    todayStart: clubDayStart(today),
    tomorrowStart: clubDayStart(addDays(today, 1)),
    comingUntil: addDays(today, DASHBOARD.comingDays),
    abandonedSince: new Date(now.getTime() - DASHBOARD.abandonedDays * DAY_MS),
    abandonedIdleSince: new Date(now.getTime() - ABANDONED_AFTER_HOURS * HOUR_MS),
  };
}

/**
 * The clubs one dashboard counts: the club asked for (403 unless it is the account's), or every club of the account
 * (null for the director's all, which spares the queries a list of every club).
 */
export async function dashboardClubs(
  scopes: StaffScopes,
  account: { id: string; role: UserRole },
  clubId: string | undefined,
): Promise<readonly string[] | null> {
  if (clubId !== undefined) {
    await scopes.requireClub(account, clubId);
    return [clubId];
  }
  const scope = await scopes.of(account);
  return scope.allClubs ? null : scope.clubIds;
}

/** Today, the last 7 and the last 30 days of one per-day figure (the rows end with today). */
function windows(days: DashboardDay[], figure: (day: DashboardDay) => number) {
  const sum = (count: number) => days.slice(-count).reduce((total, day) => total + figure(day), 0);
  return { today: sum(1), last7Days: sum(7), last30Days: sum(30) };
}

/**
 * GET /staff/dashboard: one club of the account's (403 for another), or every club of it when none is asked.
 * The 7- and 30-day figures are sums of the per-day rows the chart shows, so the two always agree.
 */
export class DashboardService {
  constructor(
    private readonly deps: {
      repository: DashboardRepository;
      scopes: StaffScopes;
      clock: Clock;
      /** People in the club now: the estimate members see (issue 28), summed over the clubs. */
      occupancy: Pick<OccupancyService, 'peopleNow'>;
    },
  ) {}

  async dashboard(account: { id: string; role: UserRole }, clubId: string | undefined): Promise<StaffDashboard> {
    const { repository, scopes, clock } = this.deps;
    const clubIds = await dashboardClubs(scopes, account, clubId);
    const range = dashboardRange(clock.now());
    const days = await repository.perDay(clubIds, range);
    const totals = await repository.totals(clubIds, range);
    const inClubNow = await this.deps.occupancy.peopleNow(clubIds);
    return {
      clubId: clubId ?? null,
      today: range.today,
      joins: windows(days, (day) => day.joins),
      duesCollectedCents: windows(days, (day) => day.duesCents),
      pastDue: { members: totals.pastDueMembers, amountCents: totals.pastDueCents },
      coming: {
        cancellations: totals.cancellationsComing,
        freezes: totals.freezesComing,
        through: addDays(range.comingUntil, -1),
      },
      checkIns: { today: totals.checkInsToday, inClubNow },
      abandonedSignups: { thisWeek: totals.abandonedSignups },
      days,
    };
  }
}
