import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Re-entries this far apart or less are one visit scanned twice, or a step outside; past this, another visit. */
const REENTRY_MINUTES = { min: 10, max: 240 } as const;

/** The desk's check-ins as the occupancy estimate reads them: times only, never who. */
export class OccupancyRepository {
  constructor(private readonly db: Database) {}

  /** Check-ins at a club in [from, until), as milliseconds since the epoch, oldest first. */
  async checkInTimes(clubId: string, from: Date, until: Date): Promise<number[]> {
    const { rows } = (await this.db.execute(sql`
      select (extract(epoch from checked_in_at) * 1000)::float8 as at
        from visits
       where checked_in_at >= ${from.toISOString()} and checked_in_at < ${until.toISOString()} and club_id = ${clubId}
       order by checked_in_at`)) as { rows: { at: number | string }[] };
    return rows.map((row) => Number(row.at));
  }

  /**
   * People who checked in at each of these clubs in (from, until]: those in the club now when `from` is now less a
   * visit. A member scanned twice in it is one person.
   */
  async countSince(clubIds: readonly string[], from: Date, until: Date): Promise<Map<string, number>> {
    if (clubIds.length === 0) return new Map();
    const { rows } = (await this.db.execute(sql`
      select club_id, count(distinct user_id)::int as people
        from visits
       where checked_in_at > ${from.toISOString()} and checked_in_at <= ${until.toISOString()}
         and club_id in (${sql.join(
           clubIds.map((id) => sql`${id}`),
           sql`, `,
         )})
       group by club_id`)) as { rows: { club_id: string; people: number }[] };
    return new Map(rows.map((row) => [row.club_id, Number(row.people)]));
  }

  /**
   * Minutes between a member's check-in at a club and their next one there, for re-entries in [from, until) within
   * REENTRY_MINUTES: the only departures the desk's records show.
   */
  async reentryGaps(clubId: string, from: Date, until: Date): Promise<number[]> {
    const { rows } = (await this.db.execute(sql`
      select gap from (
        select extract(epoch from checked_in_at - lag(checked_in_at) over (partition by user_id order by checked_in_at))
                 / 60 as gap
          from visits
         where checked_in_at >= ${from.toISOString()} and checked_in_at < ${until.toISOString()} and club_id = ${clubId}
      ) gaps
       where gap between ${REENTRY_MINUTES.min} and ${REENTRY_MINUTES.max}`)) as { rows: { gap: number | string }[] };
    return rows.map((row) => Number(row.gap));
  }
}
