import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * How busy a club is, now and usually (issue 28, docs/decisions/0048), estimated from the desk's check-ins: a person
 * is counted in the club for one visit length after checking in (learned from the club's own check-ins, else
 * DEFAULT_VISIT_MINUTES).
 */

export const DEFAULT_VISIT_MINUTES = 75;

/** Below this many people no count is ever shown or sent: a small number could identify who is there. */
export const SMALLEST_COUNT_SHOWN = 5;

/** The levels against the club's totalCapacity, from the share of it in use. */
export const BUSY_LEVELS = ['quiet', 'notBusy', 'busy', 'veryBusy'] as const;
export type BusyLevel = (typeof BUSY_LEVELS)[number];

/**
 * The lowest share of totalCapacity (percent) at which each level starts; under SMALLEST_COUNT_SHOWN is 'quiet'.
 * totalCapacity is the fire code's number, far above a comfortable crowd: a gym a fifth full feels busy.
 */
export const BUSY_LEVEL_FROM_PERCENT: Record<BusyLevel, number> = { quiet: 0, notBusy: 5, busy: 20, veryBusy: 40 };

/** Now against the usual for this hour: more than a quarter above or below it is a difference worth saying. */
export const USUAL_COMPARISONS = ['quieterThanUsual', 'asUsual', 'busierThanUsual'] as const;
export type UsualComparison = (typeof USUAL_COMPARISONS)[number];
export const USUAL_MARGIN = 0.25;

/** The usual level of one hour of today (the club's clock), from the same weekday of the last eight weeks. */
export const usualHourSchema = z.object({
  /** 0 to 23 on the club's clock. */
  hour: z.int(),
  level: z.enum(BUSY_LEVELS),
  /** Share of totalCapacity (0-100), 0 when the usual number is under SMALLEST_COUNT_SHOWN. */
  percent: z.int(),
});
export type UsualHour = z.infer<typeof usualHourSchema>;

export const clubBusySchema = z.object({
  clubId: z.string(),
  level: z.enum(BUSY_LEVELS),
  /** People estimated in the club now; null when under SMALLEST_COUNT_SHOWN. */
  people: z.nullable(z.int()),
  /** Share of totalCapacity in use (0-100); 0 when people is null. */
  percent: z.int(),
  /** Null when there is no usual yet (no check-ins at this hour in the last eight weeks). */
  comparedWithUsual: z.nullable(z.enum(USUAL_COMPARISONS)),
  /** Today's hours the club is open, each with its usual level. */
  usual: z.array(usualHourSchema),
  visitMinutes: z.int(),
  /** The moment estimated (ISO 8601). */
  at: z.string(),
});
export type ClubBusy = z.infer<typeof clubBusySchema>;

export const clubBusyAnswerSchema = envelope(clubBusySchema);

/** The level of `people` against a capacity, with the small-count rule. */
export function busyLevel(people: number, capacity: number): BusyLevel {
  if (people < SMALLEST_COUNT_SHOWN || capacity <= 0) return 'quiet';
  const percent = (people / capacity) * 100;
  const reached = BUSY_LEVELS.filter((level) => percent >= BUSY_LEVEL_FROM_PERCENT[level]);
  return reached[reached.length - 1] ?? 'quiet';
}

/** Now against the usual number for this hour; null without a usual. */
export function comparedWithUsual(people: number, usual: number | null): UsualComparison | null {
  if (usual === null) return null;
  const quiet = Math.max(usual, SMALLEST_COUNT_SHOWN);
  if (people > quiet * (1 + USUAL_MARGIN)) return 'busierThanUsual';
  if (people < usual * (1 - USUAL_MARGIN) && usual >= SMALLEST_COUNT_SHOWN) return 'quieterThanUsual';
  return 'asUsual';
}

/** The realtime channel's 'watch club busy' (realtime.ts): any signed-in account, one club at a time per call. */
export const watchClubBusySchema = z.object({ clubId: z.string().check(z.minLength(1), z.maxLength(20)) });
export type WatchClubBusy = z.infer<typeof watchClubBusySchema>;

export const CLUB_BUSY_REFUSALS = ['INVALID', 'NOT_FOUND', 'INTERNAL'] as const;
export type ClubBusyRefusal = (typeof CLUB_BUSY_REFUSALS)[number];
export const CLUB_BUSY_MESSAGES = {
  watchFailed: 'How busy the club is could not be shown',
} as const;

/** The club's level as the watch starts, so that the page needs no second request. */
export type WatchClubBusyAck =
  { success: true; data: ClubBusy } | { success: false; code: ClubBusyRefusal; error: string };
