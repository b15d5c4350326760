import { and, desc, lt, ne } from 'drizzle-orm';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import type { Database } from '../../../db/client';
import { signupTracking } from '../../../db/schema';
import { clubDateTime } from '../../../lib/club-date';

export interface AbandonedSignup {
  session: string;
  email: string | null;
  currentPage: string;
  club: string | null;
  plan: string | null;
  updatedAt: Date;
}

const FINISHED_PAGE = STEP_TITLES[STEP.congratulation];

/** A string field of the tracked data, which is whatever JSON the wizard sent. */
function field(data: unknown, ...names: string[]): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const name of names) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Sign-ups not updated for `olderThanHours` that never reached 'Congratulation!', newest first. */
export async function findAbandonedSignups(
  db: Database,
  options: { olderThanHours: number; now?: Date; limit?: number },
): Promise<AbandonedSignup[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.olderThanHours * 3_600_000);
  const rows = await db
    .select()
    .from(signupTracking)
    .where(and(lt(signupTracking.updatedAt, cutoff), ne(signupTracking.currentPage, FINISHED_PAGE)))
    .orderBy(desc(signupTracking.updatedAt))
    .limit(options.limit ?? 500);
  return rows.map((row) => ({
    session: row.id,
    email: row.email,
    currentPage: row.currentPage,
    club: field(row.data, 'club', 'clubId'),
    plan: field(row.data, 'plan', 'planId'),
    updatedAt: row.updatedAt,
  }));
}

/** The listing the script prints: one aligned line per sign-up, times in the clubs' zone. */
export function formatAbandonedSignups(rows: AbandonedSignup[], olderThanHours: number): string {
  const hours = `${olderThanHours} hour${olderThanHours === 1 ? '' : 's'}`;
  if (rows.length === 0) return `No abandoned sign-ups (not updated for ${hours}).`;
  const table = [
    ['last update (America/Los_Angeles)', 'e-mail', 'page', 'club', 'plan'],
    ...rows.map((row) => [
      clubDateTime(row.updatedAt),
      row.email ?? '-',
      row.currentPage,
      row.club ?? '-',
      row.plan ?? '-',
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const lines = table.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  const count = `${rows.length} abandoned sign-up${rows.length === 1 ? '' : 's'}`;
  return [`${count} (not updated for ${hours}, newest first):`, ...lines].join('\n');
}
