import { type SQL, sql } from 'drizzle-orm';

/** The newest mark of a kind on a sign-up or member as `<alias>_at` and `<alias>_by`, after `since` if given. */
export function latestMark(subject: SQL, kind: 'contacted' | 'reminder-sent', since: SQL = sql`'-infinity'`): SQL {
  return sql`(select f.created_at as at, s.first_name || ' ' || s.last_name as by
                 from follow_up_contacts f
                 join users s on s.id = f.actor_id
                where ${subject} and f.kind = ${kind} and f.created_at >= ${since}
                order by f.created_at desc
                limit 1)`;
}

/** A timestamp column as an ISO string (PGlite and node-postgres both answer Date objects, or strings raw). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
