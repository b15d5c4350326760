import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** /billing as the specs read it (apps/web/src/features/billing). */

export const amountDue = (page: Page) => page.getByTestId('amount-due').innerText();
export const primaryCard = (page: Page) => page.getByTestId('primary-card').innerText();
/** 'Next charge: $88.99 on December 1, 2026' under the amount due. */
export const nextCharge = (page: Page) => page.getByTestId('next-charge').innerText();
export const payButtons = (page: Page) => page.getByRole('button', { name: /^Pay / });

/** The saved cards' names, primary first: 'Visa ending 4242, expires 12/30'. */
export const savedCards = (page: Page) =>
  page
    .getByRole('list', { name: 'Saved cards' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

/** The payment history's rows (the desktop table), newest first, each as its cells' texts. */
export const historyRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Payment history' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim())),
    );

/**
 * When the run's app started: the billing run it queues at start bills the demo members that club day, so what the
 * run did is dated from here, never from the spec's own clock, which may be past midnight at the clubs by then.
 */
export const appStarted = () => new Date(inject('appStartedAt'));

/** The clubs' calendar (America/Los_Angeles): billing periods and the history's days are club days. */
const CLUB_TIME_ZONE = 'America/Los_Angeles';
const clubDate = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, ...options }).format(date);

/** 'November 2026': the month a billing run on that day bills, as the dues' text names it. */
export const clubMonth = (date = new Date()) => clubDate({ month: 'long', year: 'numeric' }, date);

/** 'Nov 23, 2026': a history row's day. */
export const historyDay = (date = new Date()) => clubDate({ month: 'short', day: 'numeric', year: 'numeric' }, date);

const longDay = (year: number, monthIndex: number, day: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(year, monthIndex, day)),
  );

/** The club day's year, month (1-12) and day. */
function clubDay(date: Date): [number, number, number] {
  const [month, day, year] = clubDate({ month: 'numeric', day: 'numeric', year: 'numeric' }, date)
    .split('/')
    .map(Number) as [number, number, number];
  return [year, month, day];
}

/** 'December 1, 2026': the billing day (the 1st) after that club day. */
export function nextBillingDay(date = new Date()): string {
  const [year, month] = clubDay(date);
  return longDay(year, month, 1);
}

/** 'November 26, 2026': the club day `days` after that one (a retry of a declined autopay). */
export function clubDayAfter(days: number, date = new Date()): string {
  const [year, month, day] = clubDay(date);
  return longDay(year, month - 1, day + days);
}

/**
 * 'December 31, 2026': the last day of a membership cancelled on that club day (docs/decisions/0028): the end of
 * the month 30 days on, and never of the month it is given in.
 */
export function cancellationLastDay(date = new Date()): string {
  const [year, month, day] = clubDay(date);
  const noticeEnds = new Date(Date.UTC(year, month - 1, day + 30));
  const finalMonth = Math.max(noticeEnds.getUTCFullYear() * 12 + noticeEnds.getUTCMonth(), year * 12 + month);
  // Day 0 of the month after the final one is the final month's last day.
  return longDay(Math.floor(finalMonth / 12), (finalMonth % 12) + 1, 0);
}
