import * as z from 'zod/mini';
import { envelope } from './errors';
import { SESSION_MODES, instantSchema, packOfferSchema, packSchema, trainingSessionSchema } from './personal-training';
import { ownTrainerProfileSchema } from './trainers';
import { isIsoCalendarDate } from './visits';

/**
 * Personal training in the console (issue 30 point 6, docs/decisions/0053): managers see their clubs' trainers'
 * calendars, approve trainers' profile changes, book or move a session for a member, refund a pack's unused
 * sessions (through the provider, once) and take the month's payroll report; the director sets the packs' prices.
 * Everything that changes something is in the audit log.
 */

export const STAFF_TRAINING_MESSAGES = {
  memberNotFound: 'No member has this member number',
  packNotFound: 'This pack does not exist',
  tooManySessions: 'The pack has fewer unused sessions than that',
  offersDuplicate: 'Each pack size and length is listed once',
  monthInvalid: 'Enter a month as YYYY-MM',
  introIsFree: 'The intro is one free session',
  pricePositive: 'Enter a price for the pack',
} as const;

/** The club's trainers and their sessions for some days, for the console's calendar. */
export const clubTrainingQuerySchema = z.object({
  from: z.optional(z.string().check(z.refine(isIsoCalendarDate, { message: 'Enter a date as YYYY-MM-DD' }))),
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(31))),
});
export const clubTrainingSchema = z.object({
  clubId: z.string(),
  timeZone: z.string(),
  from: z.string(),
  days: z.int(),
  trainers: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
  sessions: z.array(trainingSessionSchema),
});
export type ClubTraining = z.infer<typeof clubTrainingSchema>;
export const clubTrainingAnswerSchema = envelope(clubTrainingSchema);

export const staffBookTrainingBodySchema = z.object({
  memberNumber: z.coerce.number().check(z.int(), z.positive()),
  trainerId: z.uuid(),
  startsAt: instantSchema,
  minutes: z.union([z.literal(30), z.literal(60)]),
  mode: z.enum(SESSION_MODES),
});
export type StaffBookTrainingBody = z.infer<typeof staffBookTrainingBodySchema>;

export const moveTrainingBodySchema = z.object({ startsAt: instantSchema });

export const packRefundBodySchema = z.object({
  sessions: z.int().check(z.gte(1), z.lte(10)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type PackRefundBody = z.infer<typeof packRefundBodySchema>;
export const packRefundSchema = z.object({
  refundId: z.string(),
  packId: z.string(),
  sessions: z.int(),
  amountCents: z.int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
});
export type PackRefund = z.infer<typeof packRefundSchema>;
export const packRefundAnswerSchema = envelope(packRefundSchema);
export const packParamsSchema = z.object({ packId: z.uuid() });

/** A pack as the refund dialog shows it: what refunding 1, 2, ... of its unused sessions gives back, in cents. */
export const refundablePackSchema = z.extend(packSchema, { refundCents: z.array(z.int()) });
export type RefundablePack = z.infer<typeof refundablePackSchema>;
export const refundablePackAnswerSchema = envelope(refundablePackSchema);

/** The offers the director sets for a club: each size and length once; intro is the free one. */
export const setOffersBodySchema = z.object({
  offers: z
    .array(
      z
        .object({
          sessions: z.union([z.literal(1), z.literal(5), z.literal(10)]),
          minutes: z.union([z.literal(30), z.literal(60)]),
          priceCents: z.int().check(z.gte(0), z.lte(500_000)),
          intro: z.boolean(),
          active: z.boolean(),
        })
        .check(
          z.refine((offer) => !offer.intro || (offer.sessions === 1 && offer.priceCents === 0), {
            message: STAFF_TRAINING_MESSAGES.introIsFree,
            path: ['priceCents'],
          }),
          z.refine((offer) => offer.intro || offer.priceCents > 0, {
            message: STAFF_TRAINING_MESSAGES.pricePositive,
            path: ['priceCents'],
          }),
        ),
    )
    .check(z.maxLength(13)),
});
export type SetOffersBody = z.infer<typeof setOffersBodySchema>;
export const staffOffersAnswerSchema = envelope(z.array(z.extend(packOfferSchema, { active: z.boolean() })));

export const trainerChangesAnswerSchema = envelope(z.array(ownTrainerProfileSchema));

export const payrollQuerySchema = z.object({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, STAFF_TRAINING_MESSAGES.monthInvalid)),
});
