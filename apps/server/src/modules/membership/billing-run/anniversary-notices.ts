import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billingNotices, memberships, plans } from '../../../db/schema';
import { addDays } from './billing-calendar';

/**
 * How many days an anniversary's reminder may come late: a run on the day sends it, and while the runs were down
 * the first run of the next six days does.
 */
export const ANNIVERSARY_GRACE_DAYS = 7;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The anniversaries a run on `today` reminds of: each day of the grace window as the month-day of a start date
 * and the year of the anniversary. A start on February 29 has its anniversary on the 28th in other years.
 */
export function anniversaryDays(today: string): { monthDay: string; year: number }[] {
  return Array.from({ length: ANNIVERSARY_GRACE_DAYS }, (_, back) => addDays(today, -back)).flatMap((day) => {
    const year = Number(day.slice(0, 4));
    const monthDay = day.slice(5);
    const days = [{ monthDay, year }];
    if (monthDay === '02-28' && !isLeapYear(year)) days.push({ monthDay: '02-29', year });
    return days;
  });
}

/**
 * A billing run's step (docs/decisions/0028): the yearly 'anniversary' reminder (plan, price, billed monthly,
 * how to cancel) for every active monthly membership whose start date's anniversary falls in the grace window,
 * at most once per membership and year (its dedupe key) however often the run runs. A cancelling membership
 * (an end date) renews no more and is not reminded. One set-based INSERT ... SELECT: a scan of the memberships,
 * a fraction of a second at 100,000. Answers the notices written now.
 */
export async function noticeAnniversaries(db: Database, today: string): Promise<number> {
  const window = sql.join(
    anniversaryDays(today).map(({ monthDay, year }) => sql`(${monthDay}::text, ${year}::int)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into ${billingNotices} (user_id, kind, dedupe_key, membership_id, details)
    select m.user_id, 'anniversary', 'anniversary:' || m.id || ':' || w.year, m.id,
      jsonb_build_object(
        'planName', p.item_name,
        'priceCents', m.price_cents,
        'years', w.year - extract(year from m.start_date)::int)
    from ${memberships} m
    join ${plans} p on p.id = m.plan_id
    join (values ${window}) as w (month_day, year) on to_char(m.start_date, 'MM-DD') = w.month_day
    where m.status = 'active' and m.end_date is null and p.validity_days is null and m.price_cents > 0
      and extract(year from m.start_date)::int < w.year
    on conflict (dedupe_key) do nothing
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
