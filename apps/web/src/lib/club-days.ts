import { CLUB_TIME_ZONE } from '@gym/contracts/constants';

const todayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today at the clubs (America/Los_Angeles) as YYYY-MM-DD: history days are club days, not the browser's. */
export function clubToday(now: Date = new Date()): string {
  const parts = todayFormatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic in UTC, so no clock change shifts it). */
export function addDays(isoDate: string, days: number): string {
  const moved = new Date(`${isoDate}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** 'Mon, Mar 10, 2025' for 2025-03-10. */
export function formatClubDay(isoDate: string): string {
  return dayFormatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '11:30 PM' for the club clock's 23:30. */
export function formatClubTime(hoursAndMinutes: string): string {
  const [hours = 0, minutes = 0] = hoursAndMinutes.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const longDayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'December 1, 2026' for 2026-12-01: a billing day, a membership's last day. */
export function formatLongClubDay(isoDate: string): string {
  return longDayFormatter.format(new Date(`${isoDate}T00:00:00Z`));
}
