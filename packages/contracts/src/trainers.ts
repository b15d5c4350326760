import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * Trainers as members meet them (issue 30 points 1 and 2, docs/decisions/0053): a public profile (bio, specialities,
 * certifications, the languages they coach in, the clubs they work at) and the hours a trainer publishes per club,
 * from which personal-training slots are offered. The trainer edits their own profile; a manager of one of their
 * clubs approves the change before members see it.
 */

/** The languages a trainer may coach in, as BCP 47 codes; members filter by them. */
export const COACHING_LANGUAGES = ['en', 'es', 'zh', 'tl', 'vi', 'ko', 'pt', 'fr'] as const;
export type CoachingLanguage = (typeof COACHING_LANGUAGES)[number];

/** What a trainer may be good at; the list members filter by. */
export const SPECIALITIES = [
  'strength',
  'weightLoss',
  'mobility',
  'rehab',
  'prenatal',
  'seniors',
  'sports',
  'boxing',
  'yoga',
  'swimming',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const TRAINER_PROFILE_LIMITS = {
  bio: 600,
  certification: 80,
  certifications: 8,
} as const;

export const TRAINER_MESSAGES = {
  trainerNotFound: 'This trainer does not exist',
  notATrainer: 'Only trainers have a trainer profile',
  noChangeToApprove: 'This trainer has no change waiting for approval',
  hoursOverlap: 'These hours overlap on the same day',
  hoursOrder: 'A stretch of hours ends after it starts',
  timeOffNotFound: 'This time off does not exist',
} as const;

const specialities = z.array(z.enum(SPECIALITIES)).check(z.maxLength(SPECIALITIES.length));
const languages = z.array(z.enum(COACHING_LANGUAGES)).check(z.minLength(1), z.maxLength(COACHING_LANGUAGES.length));
const certifications = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TRAINER_PROFILE_LIMITS.certification)))
  .check(z.maxLength(TRAINER_PROFILE_LIMITS.certifications));

/** What the trainer writes about themselves. */
export const trainerProfileBodySchema = z.object({
  bio: z.string().check(z.trim(), z.maxLength(TRAINER_PROFILE_LIMITS.bio)),
  specialities,
  certifications,
  languages,
});
export type TrainerProfileBody = z.infer<typeof trainerProfileBodySchema>;

export const trainerClubSchema = z.object({ clubId: z.string(), displayName: z.string() });

/** A trainer as members see them: the approved profile. */
export const trainerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string(),
  specialities: z.array(z.enum(SPECIALITIES)),
  certifications: z.array(z.string()),
  languages: z.array(z.enum(COACHING_LANGUAGES)),
  clubs: z.array(trainerClubSchema),
});
export type Trainer = z.infer<typeof trainerSchema>;

export const trainersQuerySchema = z.object({
  clubId: z.optional(z.string().check(z.maxLength(40))),
  speciality: z.optional(z.enum(SPECIALITIES)),
  language: z.optional(z.enum(COACHING_LANGUAGES)),
});
export type TrainersQuery = z.infer<typeof trainersQuerySchema>;
export const trainerParamsSchema = z.object({ trainerId: z.uuid() });

export const trainersAnswerSchema = envelope(z.array(trainerSchema));
export const trainerAnswerSchema = envelope(trainerSchema);

/** The trainer's own profile: what members see, and the change waiting for a manager's approval. */
export const ownTrainerProfileSchema = z.object({
  trainer: trainerSchema,
  pending: z.nullable(trainerProfileBodySchema),
});
export type OwnTrainerProfile = z.infer<typeof ownTrainerProfileSchema>;
export const ownTrainerProfileAnswerSchema = envelope(ownTrainerProfileSchema);

/** One stretch of a weekday's hours at a club, in minutes past midnight on the club's clock. */
export const hoursStretchSchema = z
  .object({
    clubId: z.string().check(z.minLength(1), z.maxLength(40)),
    weekday: z.int().check(z.gte(0), z.lte(6)),
    startMinute: z.int().check(z.gte(0), z.lte(1440)),
    endMinute: z.int().check(z.gte(0), z.lte(1440)),
  })
  .check(
    z.refine((stretch) => stretch.endMinute > stretch.startMinute, {
      message: TRAINER_MESSAGES.hoursOrder,
      path: ['endMinute'],
    }),
  );
export type HoursStretch = z.infer<typeof hoursStretchSchema>;
