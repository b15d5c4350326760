import * as z from 'zod/mini';

/**
 * The staff console's dashboard (issue 15, page 1): a club's figures, or those of every club of the account, for
 * the club managers and the director. Days are club days (America/Los_Angeles); money is integer cents.
 */

export const DASHBOARD = {
  /** The per-day rows and the chart: today and the 29 days before. */
  chartDays: 30,
  /** Cancellations and freezes coming: from today, for this many days. */
  comingDays: 30,
  /** Sign-ups abandoned "this week": last touched within this many days. */
  abandonedDays: 7,
  /** The classes' fill and no-show rates, and the classes CSV: today and the 29 club days before. */
  classDays: 30,
} as const;

/** Who sees the dashboard: the front desk is refused (it has the check-in page). */
export const DASHBOARD_ROLES = ['manager', 'director'] as const;

export const staffDashboardQuerySchema = z.object({
  /** One club of the account's; every club of the account when absent. */
  clubId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
});
export type StaffDashboardQuery = z.infer<typeof staffDashboardQuerySchema>;

/** Today, the last 7 days and the last 30 days, each counting today. */
const windowsSchema = z.object({ today: z.number(), last7Days: z.number(), last30Days: z.number() });
export type DashboardWindows = z.infer<typeof windowsSchema>;

/** One club day: what the chart draws and the CSV export holds. */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD, a club day. */
  day: z.string(),
  /** Memberships started (joins, rejoins included) at the club. */
  joins: z.number(),
  /** Successful dues charges: the billing run's autopay and the members' own balance payments. */
  duesCents: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const staffDashboardSchema = z.object({
  /** The club asked for; null for every club of the account. */
  clubId: z.nullable(z.string()),
  /** The club day the figures are for. */
  today: z.string(),
  joins: windowsSchema,
  duesCollectedCents: windowsSchema,
  pastDue: z.object({ members: z.number(), amountCents: z.number() }),
  coming: z.object({
    /** Memberships whose last day (a notice given, not withdrawn) falls in the next 30 days. */
    cancellations: z.number(),
    /** Freezes (not withdrawn) that start in the next 30 days. */
    freezes: z.number(),
    /** The last club day counted. */
    through: z.string(),
  }),
  checkIns: z.object({ today: z.number(), inClubNow: z.number() }),
  abandonedSignups: z.object({ thisWeek: z.number() }),
  /** The last 30 club days, oldest first, today last. */
  days: z.array(dashboardDaySchema),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/**
 * A club's classes (issue 29 point 11), or the sum of several clubs'. Days are each club's own (its time zone);
 * cancelled sessions never count.
 */
export const dashboardClassFiguresSchema = z.object({
  /** Sessions of today's club day, those still to come included. */
  classesToday: z.number(),
  /** Over the sessions of the last 30 club days that have started: their places (capacity) and booked places. */
  places: z.number(),
  booked: z.number(),
  /** Bookings of those sessions marked attended, and marked no-show (attendance not taken counts in neither). */
  attended: z.number(),
  noShows: z.number(),
  /** booked / places, 0 to 1; null with no places. */
  fillRate: z.nullable(z.number()),
  /** noShows / (attended + noShows), 0 to 1; null when no attendance was taken. */
  noShowRate: z.nullable(z.number()),
});
export type DashboardClassFigures = z.infer<typeof dashboardClassFiguresSchema>;

export const dashboardClubClassesSchema = z.object({
  ...dashboardClassFiguresSchema.shape,
  clubId: z.string(),
  /** The club's name as members see it. */
  clubName: z.string(),
});
export type DashboardClubClasses = z.infer<typeof dashboardClubClassesSchema>;

/** GET /staff/dashboard/classes?clubId=: the classes of one club of the account's, or of each of its clubs. */
export const staffDashboardClassesSchema = z.object({
  clubId: z.nullable(z.string()),
  /** The club day the figures are for (America/Los_Angeles, every club's zone today). */
  today: z.string(),
  /** Each club asked for, by name. */
  clubs: z.array(dashboardClubClassesSchema),
  /** The clubs' figures summed, the rates worked out from the sums. */
  total: dashboardClassFiguresSchema,
});
export type StaffDashboardClasses = z.infer<typeof staffDashboardClassesSchema>;
