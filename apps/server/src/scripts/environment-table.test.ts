import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEPLOY_GUIDE,
  TABLE_END,
  TABLE_START,
  environmentRows,
  rowsInGuide,
  tableDrift,
  withEnvironmentTable,
} from './environment-table';

describe("docs/deploy.md's environment table", () => {
  it('is the one the config schema gives (run `npm run docs:env` and commit docs/deploy.md when this fails)', () => {
    const drift = tableDrift(fs.readFileSync(DEPLOY_GUIDE, 'utf8'));
    expect(
      drift,
      `docs/deploy.md's environment table differs from apps/server/src/config.ts:\n  ${drift.join('\n  ')}\n` +
        'Run `npm run docs:env` and commit docs/deploy.md.',
    ).toEqual([]);
  });

  it('describes every variable of the schema, with its default', () => {
    const rows = environmentRows();
    const byName = new Map(rows.map((row) => [row.variable, row]));
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect(row.meaning.length, row.variable).toBeGreaterThan(10);
    expect(byName.get('PORT')).toMatchObject({ default: '`3000`' });
    expect(byName.get('BILLING_RETRY_DAYS')).toMatchObject({ default: '`3,7`' });
    expect(byName.get('JOBS')).toMatchObject({ default: '`on`' });
    // A machine's own path is not what the guide shows.
    expect(byName.get('DATA_DIR')!.default).toBe('`./data` (repository root)');
    expect(byName.get('REDIS_URL')!.default).toMatch(/^unset/);
  });

  it('finds a variable missing from the guide, a changed default or meaning, and one the schema no longer has', () => {
    const rows = environmentRows();
    const doc = withEnvironmentTable(`# Guide\n\n${TABLE_START}\n${TABLE_END}\n`, rows);
    expect(tableDrift(doc, rows)).toEqual([]);
    expect(rowsInGuide(doc)).toEqual(rows);

    const port = rows.find((row) => row.variable === 'PORT')!;
    expect(tableDrift(doc, [...rows, { variable: 'NEW_ONE', default: 'unset', meaning: 'a new variable' }])).toEqual([
      'NEW_ONE is missing from the guide',
    ]);
    expect(
      tableDrift(
        doc,
        rows.map((row) => (row === port ? { ...row, default: '`8080`' } : row)),
      ),
    ).toEqual(["PORT's default: '`3000`' → '`8080`'"]);
    expect(
      tableDrift(
        doc,
        rows.map((row) => (row === port ? { ...row, meaning: 'where to listen' } : row)),
      ),
    ).toEqual([`PORT's meaning: '${port.meaning}' → 'where to listen'`]);
    expect(
      tableDrift(
        doc,
        rows.filter((row) => row !== port),
      ),
    ).toEqual(['PORT is in the guide but not in the schema']);
  });

  it("keeps a '|' in a cell", () => {
    const rows = [{ variable: 'A', default: '`x|y`', meaning: 'on|off' }];
    const doc = withEnvironmentTable(`${TABLE_START}${TABLE_END}`, rows);
    expect(rowsInGuide(doc)).toEqual(rows);
  });
});
