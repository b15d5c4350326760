import { sql } from 'drizzle-orm';
import { DASHBOARD } from '@gym/contracts/staff-dashboard';
import type { Database } from '../../../db/client';
import { inClubs } from '../scope';

/** One club's classes on one of its club days. */
export interface ClubClassDay {
  day: string;
  /** The day is the club's today (its last). */
  isToday: boolean;
  clubId: string;
  clubName: string;
  /** Sessions of the day, not cancelled (today's still to come included). */
  classes: number;
  /** Of those that have started: their places, booked places, and bookings marked attended or no-show. */
  places: number;
  booked: number;
  attended: number;
  noShows: number;
}

/**
 * The classes' figures of the dashboard (issue 29 point 11), read from the class tables as the dashboard reads the
 * other domains' (one statement, no module's internals). Each club's days are its own: today and the 29 days before
 * on its time zone (clubs.time_zone), turned into moments by Postgres' zone rules, never by an offset.
 */
export class DashboardClassesRepository {
  constructor(private readonly db: Database) {}

  /** Every club of `clubIds` (null: all) on each of its last 30 club days, days oldest first, clubs by name. */
  async perClubDay(clubIds: readonly string[] | null, now: Date): Promise<ClubClassDay[]> {
    const at = now.toISOString();
    const { rows } = (await this.db.execute(sql`
      with scope as (
        select c.id, c.display_name, c.time_zone, (${at}::timestamptz at time zone c.time_zone)::date as today
          from clubs c
         where ${inClubs(sql`c.id`, clubIds)}),
      held as (
        select s.club_id, (s.starts_at at time zone sc.time_zone)::date as day, s.capacity, s.booked,
               s.starts_at <= ${at}::timestamptz as started, b.attended, b.no_shows
          from class_sessions s
          join scope sc on sc.id = s.club_id
          -- The index on (club_id, starts_at) finds the month; the check constraint keeps attendance to booked rows.
          left join lateral (
            select count(*) filter (where k.attendance = 'attended')::int as attended,
                   count(*) filter (where k.attendance = 'noShow')::int as no_shows
              from class_bookings k
             where k.session_id = s.id and k.status = 'booked') b on true
         where s.cancelled_at is null
           and s.starts_at >= ((sc.today - ${DASHBOARD.classDays - 1}::int)::timestamp at time zone sc.time_zone)
           and s.starts_at < ((sc.today + 1)::timestamp at time zone sc.time_zone)),
      per_day as (
        select club_id, day, count(*)::int as classes,
               coalesce(sum(capacity) filter (where started), 0)::int as places,
               coalesce(sum(booked) filter (where started), 0)::int as booked,
               coalesce(sum(attended) filter (where started), 0)::int as attended,
               coalesce(sum(no_shows) filter (where started), 0)::int as no_shows
          from held
         group by 1, 2)
      select d.day::text as day, d.day = sc.today as is_today, sc.id as club_id, sc.display_name as club_name,
             coalesce(p.classes, 0) as classes, coalesce(p.places, 0) as places, coalesce(p.booked, 0) as booked,
             coalesce(p.attended, 0) as attended, coalesce(p.no_shows, 0) as no_shows
        from scope sc
        cross join lateral (
          select sc.today - i as day from generate_series(0, ${DASHBOARD.classDays - 1}::int) i) d
        left join per_day p on p.club_id = sc.id and p.day = d.day
       order by d.day, sc.display_name, sc.id`)) as unknown as {
      rows: {
        day: string;
        is_today: boolean;
        club_id: string;
        club_name: string;
        classes: number;
        places: number;
        booked: number;
        attended: number;
        no_shows: number;
      }[];
    };
    return rows.map((row) => ({
      day: row.day,
      isToday: row.is_today,
      clubId: row.club_id,
      clubName: row.club_name,
      classes: Number(row.classes),
      places: Number(row.places),
      booked: Number(row.booked),
      attended: Number(row.attended),
      noShows: Number(row.no_shows),
    }));
  }
}
