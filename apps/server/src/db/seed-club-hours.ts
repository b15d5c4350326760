import { inArray } from 'drizzle-orm';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import type { DayHours } from '@gym/contracts/club-hours';
import type { Database } from './client';
import { clubClosures, clubHours } from './schema';
import type { ClubSeed } from './seed-data/clubs';

/** The chain's holidays a new database starts with, as the chain's managers would enter them (issue 28). */
interface Holiday {
  reason: string;
  hours: DayHours | null;
  /** The next such day on or after a day (YYYY-MM-DD). */
  next(from: string): string;
}

/** The n-th given weekday (0 Sunday) of a month, as YYYY-MM-DD. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The next date on or after `from` that `dateIn(year)` gives, this year or next. */
const nextOf = (dateIn: (year: number) => string) => (from: string) => {
  const year = Number(from.slice(0, 4));
  const thisYear = dateIn(year);
  return thisYear >= from ? thisYear : dateIn(year + 1);
};

const HOLIDAYS: Holiday[] = [
  { reason: 'Thanksgiving', hours: { opens: 7 * 60, closes: 14 * 60 }, next: nextOf((y) => nthWeekday(y, 11, 4, 4)) },
  { reason: 'Christmas Eve', hours: { opens: 6 * 60, closes: 16 * 60 }, next: nextOf((y) => `${y}-12-24`) },
  { reason: 'Christmas Day', hours: null, next: nextOf((y) => `${y}-12-25`) },
  { reason: "New Year's Day", hours: { opens: 8 * 60, closes: 18 * 60 }, next: nextOf((y) => `${y}-01-01`) },
];

/** One club closes a day for maintenance, this many days after the first start, so the demo shows one. */
const MAINTENANCE = { clubId: '108', daysAhead: 9, reason: 'Floor refinishing: the club is closed for the day' };

/**
 * A club's opening hours and the coming holidays, for clubs that have no hours yet (a new database, or one from
 * before hours existed). Managers own them after that: a restart never puts back a day or a closure they changed.
 */
export async function seedClubHours(tx: Database, clubs: ClubSeed[], now: Date): Promise<void> {
  const withHours = await tx
    .selectDistinct({ clubId: clubHours.clubId })
    .from(clubHours)
    .where(
      inArray(
        clubHours.clubId,
        clubs.map((club) => club.id),
      ),
    );
  const seeded = new Set(withHours.map((row) => row.clubId));
  for (const club of clubs.filter((entry) => !seeded.has(entry.id))) {
    const week = club.hours.flatMap((hours, weekday) =>
      hours ? [{ clubId: club.id, weekday, opensMinute: hours.opens, closesMinute: hours.closes }] : [],
    );
    await tx.insert(clubHours).values(week);
    const today = clubTodayIso(now, club.timeZone);
    const closures = HOLIDAYS.map((holiday) => ({
      clubId: club.id,
      day: holiday.next(today),
      opensMinute: holiday.hours?.opens ?? null,
      closesMinute: holiday.hours?.closes ?? null,
      reason: holiday.reason,
    }));
    if (club.id === MAINTENANCE.clubId) {
      const day = addDays(today, MAINTENANCE.daysAhead);
      closures.push({ clubId: club.id, day, opensMinute: null, closesMinute: null, reason: MAINTENANCE.reason });
    }
    await tx.insert(clubClosures).values(closures).onConflictDoNothing();
  }
}
