import { type SQL, sql } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { DASHBOARD, type DashboardDay } from '@gym/contracts/staff-dashboard';
import type { Database } from '../../../db/client';
import { abandonedSignupsWhere } from '../follow-ups';
import { inClubs } from '../scope';

/** The moments and club days one dashboard is counted over (the service derives them from the clock). */
export interface DashboardRange {
  now: Date;
  /** The first club day of the per-day rows, and the first moment of it. */
  firstDay: string;
  firstDayStart: Date;
  today: string;
  todayStart: Date;
  /** The first moment of tomorrow: nothing at or after it is counted in a day. */
  tomorrowStart: Date;
  /** The first club day after the "coming" window. */
  comingUntil: string;
  /** Sign-ups touched from this moment on, and idle since `abandonedIdleSince`, are this week's abandoned ones. */
  abandonedSince: Date;
  abandonedIdleSince: Date;
}

export interface DashboardTotals {
  pastDueMembers: number;
  pastDueCents: number;
  cancellationsComing: number;
  freezesComing: number;
  checkInsToday: number;
  abandonedSignups: number;
}

const clubDay = (column: SQL) => sql`(${column} at time zone ${CLUB_TIME_ZONE})::date`;

/**
 * A member's club is their home club (as the member search, the follow-ups and every member-scoped route have it,
 * docs/decisions/0032); a join counts at the membership's club (where it was sold), a check-in at the visit's club.
 * Looking the club up on the member alone (an index on users.home_club_id) keeps one club's figures as cheap as
 * all clubs'.
 */
const MEMBER_CLUB = sql`u.home_club_id`;
/** A charge's member, for their club. */
const CHARGE_MEMBER = sql`join users u on u.id = c.user_id`;

/**
 * The dashboard's aggregates (issue 15), two SQL statements over the clubs asked for. Days are
 * grouped by the club day of each moment (America/Los_Angeles), so a join at 10 pm is that evening's.
 */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  /** The last 30 club days, oldest first: joins and dues collected per day (0 for a day with none). */
  async perDay(clubIds: readonly string[] | null, range: DashboardRange): Promise<DashboardDay[]> {
    const from = range.firstDayStart.toISOString();
    const until = range.tomorrowStart.toISOString();
    const { rows } = (await this.db.execute(sql`
      with joins as (
        select ${clubDay(sql`m.created_at`)} as day, count(*)::int as n
          from memberships m
         where m.created_at >= ${from} and m.created_at < ${until} and ${inClubs(sql`m.club_id`, clubIds)}
         group by 1),
      dues as (
        select ${clubDay(sql`c.created_at`)} as day, sum(c.amount_cents)::bigint as cents
          from charges c
          -- Every club: no charge's club to find, which spares a join over a month of charges.
          ${clubIds === null ? sql`` : CHARGE_MEMBER}
         where c.kind in ('autopay', 'payment') and c.created_at >= ${from} and c.created_at < ${until}
           and ${inClubs(MEMBER_CLUB, clubIds)}
         group by 1)
      select d.day::text as day, coalesce(j.n, 0) as joins, coalesce(p.cents, 0) as dues_cents
        from (select ${range.firstDay}::date + i as day from generate_series(0, ${DASHBOARD.chartDays - 1}::int) i) d
        left join joins j on j.day = d.day
        left join dues p on p.day = d.day
       order by d.day`)) as unknown as {
      rows: { day: string; joins: number; dues_cents: number }[];
    };
    return rows.map((row) => ({
      day: row.day,
      joins: Number(row.joins),
      duesCents: Number(row.dues_cents),
    }));
  }

  /**
   * The figures that are not per day: past due, what is coming, check-ins, abandoned sign-ups. For every club the
   * member's club is not looked up (no joins), which keeps the director's view as fast as a club's.
   */
  async totals(clubIds: readonly string[] | null, range: DashboardRange): Promise<DashboardTotals> {
    const { rows } = (await this.db.execute(sql`
      with past_due as (
        -- One row per member however many of their memberships are behind; what they owe is their balance.
        select u.id, (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.user_id = u.id) as due
          from users u
         where exists (select 1 from memberships m
                        where m.user_id = u.id and m.status = 'active' and m.billing_status in ('past_due', 'suspended')
                          and ${inClubs(MEMBER_CLUB, clubIds)}))
      select
        (select count(*) from past_due)::int as past_due_members,
        (select coalesce(sum(greatest(due, 0)), 0) from past_due)::bigint as past_due_cents,
        (select count(*) from cancellations k
           ${clubIds === null ? sql`` : sql`join users u on u.id = k.user_id`}
          where k.withdrawn_at is null and k.last_day >= ${range.today}::date and k.last_day < ${range.comingUntil}::date
            and ${inClubs(MEMBER_CLUB, clubIds)})::int as cancellations_coming,
        (select count(*) from freezes f
           ${clubIds === null ? sql`` : sql`join users u on u.id = f.user_id`}
          where f.withdrawn_at is null and f.ended_at is null
            and f.first_period >= ${range.today}::date and f.first_period < ${range.comingUntil}::date
            and ${inClubs(MEMBER_CLUB, clubIds)})::int as freezes_coming,
        (select count(*) from visits v
          where v.checked_in_at >= ${range.todayStart.toISOString()} and v.checked_in_at < ${range.tomorrowStart.toISOString()}
            and ${inClubs(sql`v.club_id`, clubIds)})::int as check_ins_today,
        -- The follow-ups page's rule, shared: not finished, idle, its club chosen, its e-mail not a member since.
        (select count(*) from signup_tracking t
           join clubs c on c.id = t.data->>'clubId'
          where ${abandonedSignupsWhere({ clubIds, activeAfter: range.abandonedSince, idleSince: range.abandonedIdleSince })})::int as abandoned_signups`)) as unknown as {
      rows: Record<string, number>[];
    };
    const row = rows[0]!;
    return {
      pastDueMembers: Number(row.past_due_members),
      pastDueCents: Number(row.past_due_cents),
      cancellationsComing: Number(row.cancellations_coming),
      freezesComing: Number(row.freezes_coming),
      checkInsToday: Number(row.check_ins_today),
      abandonedSignups: Number(row.abandoned_signups),
    };
  }
}
