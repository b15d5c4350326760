import * as z from 'zod/mini';
import { envelope } from './errors';
import { STEP } from './messages';
import { checkUserExistsAnswerSchema } from './signup-lookup';

/**
 * The link a follow-up reminder e-mails (docs/decisions/0034): `/{location}?resume=<token>` opens the club's wizard,
 * which redeems the token once with POST /sign-up/resume and continues where the visitor left, the photo and the
 * card still to give.
 */
export const RESUME_QUERY_PARAM = 'resume';

export const RESUME_MESSAGES = {
  invalid: 'This link is not valid. You can start your sign-up again.',
  used: 'This link has already been used. You can start your sign-up again.',
  expired: 'This link has expired. You can start your sign-up again.',
  finished: 'This sign-up is already complete. Log in to see your membership.',
} as const;

export const resumeSignupBodySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The steps a resumed sign-up opens on: never past the photo, which the link does not carry (nor the card). */
export const RESUMABLE_STEPS = [STEP.location, STEP.membership, STEP.email, STEP.personalInfo, STEP.photo] as const;

const personalInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  birthday: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
});

export const resumedSignupSchema = z.object({
  /** The tracking session the wizard goes on updating. */
  session: z.string(),
  /** The club's path segment (/{location}) and id. */
  clubSlug: z.nullable(z.string()),
  clubId: z.nullable(z.string()),
  planId: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The e-mail look-up, made again now (a person may have become a member since). */
  existence: z.nullable(checkUserExistsAnswerSchema.shape.data),
  personalInfo: z.nullable(personalInfoSchema),
  step: z.union(RESUMABLE_STEPS.map((step) => z.literal(step))),
});
export type ResumedSignup = z.infer<typeof resumedSignupSchema>;
export const resumeSignupAnswerSchema = envelope(resumedSignupSchema);
