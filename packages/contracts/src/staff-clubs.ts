import * as z from 'zod/mini';
import { closureSchema, weeklyHoursSchema } from './club-hours';
import { envelope } from './errors';

/**
 * A club as its managers run it (issue 28): weekly hours, closures and special hours, capacity, and how full it was
 * hour by hour. Managers for their clubs, the director for all; every change is in the audit log.
 */

export const CLUB_SETTINGS_ROLES = ['manager', 'director'] as const;

/** The occupancy chart's window: today and the days before it. */
export const OCCUPANCY_CHART_DAYS = 30;

/** A club's capacity: the fire code's number for the whole club. */
export const CAPACITY_LIMITS = { min: 1, max: 5000 } as const;
export const CAPACITY_MESSAGE = `Enter a capacity from ${CAPACITY_LIMITS.min} to ${CAPACITY_LIMITS.max}`;

export const staffClubParamsSchema = z.object({ clubId: z.string().check(z.minLength(1), z.maxLength(20)) });
export const staffClosureParamsSchema = z.object({
  clubId: z.string().check(z.minLength(1), z.maxLength(20)),
  closureId: z.uuid(),
});

export const hoursBodySchema = z.object({ weekly: weeklyHoursSchema });
export type HoursBody = z.infer<typeof hoursBodySchema>;

export const capacityBodySchema = z.object({
  totalCapacity: z
    .int(CAPACITY_MESSAGE)
    .check(z.gte(CAPACITY_LIMITS.min, CAPACITY_MESSAGE), z.lte(CAPACITY_LIMITS.max, CAPACITY_MESSAGE)),
});
export type CapacityBody = z.infer<typeof capacityBodySchema>;

/** What the console's club page edits. */
export const staffClubSettingsSchema = z.object({
  clubId: z.string(),
  displayName: z.string(),
  timeZone: z.string(),
  totalCapacity: z.int(),
  weekly: weeklyHoursSchema,
  /** Today's and later closures, soonest first. */
  closures: z.array(closureSchema),
});
export type StaffClubSettings = z.infer<typeof staffClubSettingsSchema>;
export const staffClubSettingsAnswerSchema = envelope(staffClubSettingsSchema);

/** One hour of the club's day over the window: people in the club on average and at the fullest. */
export const occupancyHourSchema = z.object({
  hour: z.int(),
  averagePeople: z.number(),
  peakPeople: z.int(),
});
export type OccupancyHour = z.infer<typeof occupancyHourSchema>;

export const occupancyChartSchema = z.object({
  clubId: z.string(),
  /** The first and last club days counted (YYYY-MM-DD). */
  from: z.string(),
  through: z.string(),
  totalCapacity: z.int(),
  visitMinutes: z.int(),
  hours: z.array(occupancyHourSchema),
});
export type OccupancyChart = z.infer<typeof occupancyChartSchema>;
export const occupancyChartAnswerSchema = envelope(occupancyChartSchema);
