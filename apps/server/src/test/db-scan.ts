import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { rows } from './join-kit';

/** Every column of every table in every schema of ours that holds `needle` (as text, or as bytes). */
export async function columnsContaining(db: Database, needle: string): Promise<string[]> {
  const columns = await rows<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select c.table_schema, c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.table_schema not like 'pg_%'`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const column of columns) {
    const name = `"${column.table_schema}"."${column.table_name}"`;
    const value = `"${column.column_name}"`;
    const test =
      column.data_type === 'bytea'
        ? sql`position(convert_to(${needle}, 'UTF8') in ${sql.raw(value)}) > 0`
        : sql`${sql.raw(value)}::text like ${`%${needle}%`}`;
    const [hit] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(name)} where ${test}`);
    if ((hit?.n ?? 0) > 0) found.push(`${name}.${value}`);
  }
  return found;
}
