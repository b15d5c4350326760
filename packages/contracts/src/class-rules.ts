import * as z from 'zod/mini';

/**
 * The booking rules a club sets for its classes, and for one class type of it (issue 29 points 4, 5 and 11,
 * docs/decisions/0052): when booking opens, when a cancel is late, the member's limits, and whether a late cancel or
 * a no-show is a strike or a fee posted to the member's account. A class type's rules replace the club's whole; a
 * club that set none has the defaults. The rules of the whole chain (strikes, waitlists, the draw) are
 * BOOKING_RULES.
 */
export const CLASS_PENALTIES = ['strike', 'fee'] as const;
export type ClassPenalty = (typeof CLASS_PENALTIES)[number];

/** The bounds a manager may set, checked on both sides. */
export const CLASS_RULE_BOUNDS = {
  opensDaysBefore: { min: 1, max: 30 },
  lateCancelHours: { min: 0, max: 72 },
  maxUpcoming: { min: 1, max: 30 },
  maxPerDay: { min: 1, max: 10 },
  feeCents: { min: 100, max: 10_000 },
} as const;

export const CLASS_RULES_MESSAGES = {
  feeNeeded: 'Enter the fee charged for a late cancel or a no-show',
  noFeeWithStrikes: 'A fee is set only when late cancels and no-shows are charged',
} as const;

const bounded = (name: keyof typeof CLASS_RULE_BOUNDS) =>
  z.int().check(z.gte(CLASS_RULE_BOUNDS[name].min), z.lte(CLASS_RULE_BOUNDS[name].max));

export const classRulesSchema = z
  .object({
    opensDaysBefore: bounded('opensDaysBefore'),
    lateCancelHours: bounded('lateCancelHours'),
    maxUpcoming: bounded('maxUpcoming'),
    maxPerDay: bounded('maxPerDay'),
    penalty: z.enum(CLASS_PENALTIES),
    /** In cents; set exactly when the penalty is a fee. */
    feeCents: z.nullable(bounded('feeCents')),
  })
  .check(
    z.refine((rules) => rules.penalty !== 'fee' || rules.feeCents !== null, {
      message: CLASS_RULES_MESSAGES.feeNeeded,
      path: ['feeCents'],
    }),
    z.refine((rules) => rules.penalty !== 'strike' || rules.feeCents === null, {
      message: CLASS_RULES_MESSAGES.noFeeWithStrikes,
      path: ['feeCents'],
    }),
  );
export type ClassRules = z.infer<typeof classRulesSchema>;

/**
 * Booking opens 7 days before the start and closes at it; cancelling less than 12 hours before is late; a member
 * holds at most 8 upcoming bookings and 2 on a club day; a late cancel or a no-show is a strike.
 */
export const DEFAULT_CLASS_RULES: ClassRules = {
  opensDaysBefore: 7,
  lateCancelHours: 12,
  maxUpcoming: 8,
  maxPerDay: 2,
  penalty: 'strike',
  feeCents: null,
};

/** What a booking's cancel and no-show cost under its class's rules: the page says it before the member confirms. */
export const cancelRulesSchema = z.object({
  lateCancelHours: z.int(),
  penalty: z.enum(CLASS_PENALTIES),
  feeCents: z.nullable(z.int()),
});
export type CancelRules = z.infer<typeof cancelRulesSchema>;

/** A club's rules in the console: its own (null: the defaults) and each class type's that has its own. */
export const clubClassRulesSchema = z.object({
  clubId: z.string(),
  club: z.nullable(classRulesSchema),
  defaults: classRulesSchema,
  classTypes: z.array(z.object({ classTypeId: z.string(), name: z.string(), rules: z.nullable(classRulesSchema) })),
});
export type ClubClassRules = z.infer<typeof clubClassRulesSchema>;

export const classRulesParamsSchema = z.object({ clubId: z.string() });
export const classTypeRulesParamsSchema = z.object({ clubId: z.string(), classTypeId: z.string() });
