import { type SQL, sql } from 'drizzle-orm';

/**
 * `column in (clubs)` for a staff query over the account's clubs: every club when null (the director's "all my
 * clubs", with no list to compare), none for an empty list.
 */
export function inClubs(column: SQL, clubIds: readonly string[] | null): SQL {
  if (clubIds === null) return sql`true`;
  if (clubIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    clubIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
