import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import { type DayHours, MINUTES_PER_DAY, type OpeningState, isAllDay } from '@gym/contracts/club-hours';
import { componentsText } from '../components/i18n';
import { type MessageValues, translate } from './i18n/catalog';
import { dateFormat } from './i18n/intl';

/**
 * A club's opening times in words, on the club's own clock (its IANA zone, whatever the browser's), in the language
 * shown: 'Open now · closes 10 p.m.', 'Closed · opens tomorrow at 6 a.m.'. The formats are Intl's (lib/i18n/intl.ts);
 * the words are the shared components' (components/i18n).
 */

type TextId = (typeof componentsText.ids)[number];
const text = (id: TextId, values?: MessageValues) => translate(componentsText, id, values);

/** The hour (0-23) and minute of an instant on a zone's clock. */
function clockOf(instant: Date, timeZone: string): { hour: number; minute: number } {
  const parts = dateFormat({ timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return { hour: part('hour') % 24, minute: part('minute') };
}

/**
 * '10 p.m.', '6:30 a.m.' in both languages (the and the chain's style; Intl writes 'PM' in English and
 * 'p. m.' in Spanish): minutes only when there are some.
 */
function timeOfDay(hour: number, minute: number): string {
  const at = new Date(Date.UTC(2000, 0, 1, hour, minute));
  const options: Intl.DateTimeFormatOptions =
    minute === 0 ? { timeZone: 'UTC', hour: 'numeric' } : { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' };
  const parts = dateFormat(options).formatToParts(at);
  const written = parts
    .map((part) => (part.type === 'dayPeriod' ? (hour < 12 ? 'a.m.' : 'p.m.') : part.value))
    .join('');
  // A no-break space, so that '10 p.m.' never breaks across two lines (browsers use a narrow one, or a plain one).
  return written.replace(/\s/g, '\u00a0');
}

/** 'at 10 p.m.' as the language says it: Spanish 'a la 1 p.m.' but 'a las 10 p.m.'; English adds nothing. */
function atTime(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return text('components.clubHours.atMidnight');
  const time = timeOfDay(hour, minute);
  return hour % 12 === 1 ? text('components.clubHours.atOne', { time }) : text('components.clubHours.at', { time });
}

/** A club day named from today: 'Monday' within the week, 'Monday, December 28' beyond it. */
function dayName(isoDay: string, today: string): string {
  const within = isoDay <= addDays(today, 6);
  const options: Intl.DateTimeFormatOptions = within
    ? { timeZone: 'UTC', weekday: 'long' }
    : { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' };
  return dateFormat(options).format(new Date(`${isoDay}T00:00:00Z`));
}

const LINES = {
  open: {
    today: 'components.clubHours.openToday',
    tomorrow: 'components.clubHours.openTomorrow',
    on: 'components.clubHours.openOn',
  },
  closed: {
    today: 'components.clubHours.closedToday',
    tomorrow: 'components.clubHours.closedTomorrow',
    on: 'components.clubHours.closedOn',
  },
} as const;

/**
 * The line members read about a club's hours now: 'Open now · closes 10 p.m.', 'Closed · opens 6 a.m.', the day named
 * when the change is not today ('Closed · opens Monday at 6 a.m.'), 'Open 24 hours' when open with nothing ahead,
 * 'Closed' when closed with no opening in sight. Midnight reads as the end of the day before: a club closing at
 * 00:00 tomorrow 'closes midnight' today.
 */
export function openingLine(state: OpeningState, timeZone: string, now: Date = new Date()): string {
  if (state.changesAt === null) return text(state.open ? 'components.clubHours.open24' : 'components.clubHours.closed');
  const changes = new Date(state.changesAt);
  const { hour, minute } = clockOf(changes, timeZone);
  const atMidnight = hour === 0 && minute === 0;
  const day = addDays(clubTodayIso(changes, timeZone), atMidnight ? -1 : 0);
  const today = clubTodayIso(now, timeZone);
  const lines = state.open ? LINES.open : LINES.closed;
  const at = atTime(hour, minute);
  if (day <= today) return text(lines.today, { at });
  if (day === addDays(today, 1)) return text(lines.tomorrow, { at });
  return text(lines.on, { at, day: dayName(day, today) });
}

/** '6 a.m. – 10 p.m.' for a day's span, 'Open 24 hours' for the whole day, 'Closed' for none. */
export function dayHoursText(hours: DayHours | null): string {
  if (hours === null) return text('components.clubHours.closed');
  if (isAllDay(hours)) return text('components.clubHours.open24');
  const clock = (minutes: number) =>
    minutes === MINUTES_PER_DAY
      ? text('components.clubHours.midnight')
      : timeOfDay(Math.floor(minutes / 60), minutes % 60);
  return text('components.clubHours.span', { opens: clock(hours.opens), closes: clock(hours.closes) });
}

/** '6 a.m.' for an hour of the club's day (0-23), as the busy chart labels its bars. */
export function hourLabel(hour: number): string {
  return timeOfDay(hour, 0);
}

/** '6:30 p.m.' for an instant on the club's clock (a class's start). */
export function clubTimeText(instant: Date, timeZone: string): string {
  const { hour, minute } = clockOf(instant, timeZone);
  return timeOfDay(hour, minute);
}

/** The hour (0-23) an instant falls in on the club's clock. */
export function clubHourOf(instant: Date, timeZone: string): number {
  return clockOf(instant, timeZone).hour;
}
