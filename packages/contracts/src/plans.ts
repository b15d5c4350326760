import * as z from 'zod/mini';

export const planSchema = z.object({
  id: z.string(),
  /** Contains the club and, for a monthly membership, the word 'month'. */
  name: z.string(),
  itemName: z.string(),
  /** Dollars with cents, as a number (money is integer cents everywhere else: decisions.md item 4). */
  price: z.number(),
  description: z.string(),
  locationIds: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

/** Monthly versus pass is derived from the name (decisions.md item 6). */
export function isMonthlyPlan(plan: Pick<Plan, 'name'>): boolean {
  return /month/i.test(plan.name);
}

/** Premier plans read 'Includes All Gym Access, plus:' instead of 'Includes:'. */
export function isPremierPlan(plan: Pick<Plan, 'name'>): boolean {
  return /premier/i.test(plan.name);
}

export function sortPlansByPrice<T extends Pick<Plan, 'price'>>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => a.price - b.price);
}

export const PLAN_TEXT = {
  monthlyRecurring: 'Monthly recurring payment',
  includes: 'Includes:',
  premierIncludes: 'Includes All Gym Access, plus:',
  digitalFeatures: 'Digital Features: Nutrition',
  /** What the specification's bare 'Digital Features: Nutrition' note means, said beside it. */
  digitalFeaturesHelp:
    'Every plan includes our digital nutrition program at no extra cost: meal plans, recipes and tips from our ' +
    'coaches to go with your training.',
  chooseDifferentLocation: 'Choose a different location',
  viewMore: 'View More',
  viewLess: 'View Less',
  select: 'Select',
} as const;

export const locationPlansQuerySchema = z.object({ LocationName: z.string().check(z.minLength(1), z.maxLength(100)) });
export const clubPlansQuerySchema = z.object({ ClubautomationId: z.string().check(z.minLength(1), z.maxLength(40)) });
export const signUpPlansQuerySchema = z.object({ locationId: z.string().check(z.minLength(1), z.maxLength(40)) });

/** Plan info: data.planData and data.clubId as the specification reads them, plus the club's feature list. */
export const planInfoAnswerSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.object({
    planData: planListSchema,
    clubId: z.string(),
    features: z.array(z.string()),
  }),
});
export type PlanInfoAnswer = z.infer<typeof planInfoAnswerSchema>;
