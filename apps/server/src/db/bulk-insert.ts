import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** A column of a bulk insert: its SQL name and type, and the row's value for it. */
export type BulkColumns<Row> = Record<string, { type: string; value: (row: Row) => unknown }>;

// Rows per statement: one JSON parameter each, so the statement's size is bounded, not its parameter count.
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts many rows set-based: the rows travel as one JSON parameter and `jsonb_to_recordset` turns them back into
 * typed columns, so thousands of rows cost one statement (Postgres and PGlite alike), with none of the 65,535
 * bound-parameter limit of a multi-row VALUES. Table and column names come from code, never from input.
 */
export async function bulkInsert<Row>(
  db: Database,
  table: string,
  columns: BulkColumns<Row>,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(columns);
  const record = names.map((name) => `${name} ${columns[name]!.type}`).join(', ');
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT).map((row) => {
      const values: Record<string, unknown> = {};
      for (const name of names) values[name] = columns[name]!.value(row);
      return values;
    });
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names.join(', '))})
          select ${sql.raw(names.join(', '))} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(${sql.raw(record)})`,
    );
  }
}
