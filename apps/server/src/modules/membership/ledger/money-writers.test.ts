import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 27: the ledger module is the only code that writes the money tables (charges, ledger entries, payment
// attempts, refunds). Read as text, every write a module
// could make to them: Drizzle's insert/update/delete on the table objects, SQL naming the tables, a bulk insert.
const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LEDGER_DIR = path.dirname(fileURLToPath(import.meta.url));
const MONEY_TABLES = {
  drizzle: ['charges', 'ledgerEntries', 'paymentAttempts', 'refunds'],
  sql: ['charges', 'ledger_entries', 'payment_attempts', 'refunds'],
};

const WRITES = [
  new RegExp(`\\.(insert|update|delete)\\(\\s*(${MONEY_TABLES.drizzle.join('|')})\\s*\\)`),
  new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+(${MONEY_TABLES.sql.join('|')})\\b`, 'i'),
  new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+\\$\\{(${MONEY_TABLES.drizzle.join('|')})\\}`, 'i'),
  new RegExp(`bulkInsert\\([^)]*'(${MONEY_TABLES.sql.join('|')})'`),
];

/** Product code: not a test, nor a test's kit or fixtures (they set up rows as a database would hold them). */
const isProductCode = (file: string) =>
  file.endsWith('.ts') && !/\.test\.ts$|test-kit\.ts$|fixtures\.ts$|\/test\//.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : isProductCode(full) ? [full] : [];
  });
}

function moneyWrites(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      WRITES.some((write) => write.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('the owner of money', () => {
  it('is the ledger module: no other code writes charges, ledger entries, payment attempts or refunds', () => {
    const elsewhere = sourceFiles(SERVER_SRC)
      .filter((file) => !file.startsWith(LEDGER_DIR + path.sep))
      .flatMap(moneyWrites);
    expect(elsewhere).toEqual([]);
  });

  it("sees the ledger's own writes (the check finds a write where there is one)", () => {
    const own = sourceFiles(LEDGER_DIR).flatMap(moneyWrites);
    expect(own.some((line) => line.includes('ledger.ts') && line.includes('.insert(charges)'))).toBe(true);
    expect(own.some((line) => line.includes("bulkInsert(tx, 'ledger_entries'"))).toBe(true);
  });
});
