import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 27: money takes the time from the app's clock only (app.clock, lib/clock.ts), never the system's or the
// database's, so a test that moves the clock moves every date and lease of money with it.
const MEMBERSHIP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The join's payment (its attempts, leases, charge and commit) is money too. */
const JOIN_DIR = path.resolve(MEMBERSHIP_DIR, '../signup/join');
const OTHER_CLOCKS = [/\bDate\.now\(\)/, /\bnew Date\(\)/, /sql`[^`]*\bnow\(\)/];

/**
 * Not money, and outside the domain: the notices' claims (db/notice-queue.ts) are leases among the senders of e-mail,
 * judged by the one clock every instance shares (the database's).
 */
const NOTICE_QUEUE = path.resolve(MEMBERSHIP_DIR, '../../db/notice-queue.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !/\.test\.ts$|test-kit\.ts$|fixtures\.ts$/.test(full) ? [full] : [];
  });
}

function otherClocks(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      OTHER_CLOCKS.some((clock) => clock.test(line)) ? [`${path.relative(MEMBERSHIP_DIR, file)}:${index + 1}`] : [],
    );
}

describe("money's clock", () => {
  it("is the app's: no code of the membership domain or the join reads the system's or the database's time", () => {
    const reads = [...sourceFiles(MEMBERSHIP_DIR), ...sourceFiles(JOIN_DIR)].flatMap(otherClocks);
    expect(reads).toEqual([]);
  });

  it('is checked where it is read otherwise (the check finds one)', () => {
    expect(otherClocks(NOTICE_QUEUE)).not.toEqual([]);
  });
});
