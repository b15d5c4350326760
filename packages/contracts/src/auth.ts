import * as z from 'zod/mini';
import { LOGIN_MESSAGES } from './auth-messages';
import { envelope } from './errors';
import { MEMBER_STATUSES, sessionUserSchema } from './session-user';

/**
 * Sign-in and the signed-in member (member-area document sections 3, 5 and 8). Messages are product copy.
 * The member's session is a JWT (HS256) the API signs; its claims are the session user the SPA reads.
 *
 * The messages and the session user have modules of their own (the SPA's shell reads them without loading
 * the sign-in schemas below); auth stays the one import for everything about signing in.
 */
export { LOGIN_MESSAGES } from './auth-messages';
export { MEMBER_STATUSES, type SessionUser, USER_ROLES, type UserRole, sessionUserSchema } from './session-user';

export const LOGIN_LIMITS = {
  emailMax: 80,
  passwordMin: 6,
  passwordMax: 80,
  familyCheckDebounceMs: 1000,
} as const;

/** A simple, permissive address check: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const present = (value: string) => value.trim().length > 0;

/** E-mail at sign-in: required, valid, at most 80 characters; lowercased (and trimmed) by the schema. */
export const loginEmailSchema = z.pipe(
  z.string(LOGIN_MESSAGES.emailRequired).check(
    z.refine(present, LOGIN_MESSAGES.emailRequired),
    z.refine((value) => !present(value) || value.trim().length <= LOGIN_LIMITS.emailMax, LOGIN_MESSAGES.emailTooLong),
    z.refine(
      (value) => !present(value) || value.trim().length > LOGIN_LIMITS.emailMax || EMAIL_PATTERN.test(value.trim()),
      LOGIN_MESSAGES.emailInvalid,
    ),
  ),
  z.transform((value) => value.trim().toLowerCase()),
);

export const loginPasswordSchema = z.string(LOGIN_MESSAGES.passwordRequired).check(
  z.refine((value) => value.length > 0, LOGIN_MESSAGES.passwordRequired),
  z.refine((value) => value.length === 0 || value.length >= LOGIN_LIMITS.passwordMin, LOGIN_MESSAGES.passwordTooShort),
  z.refine((value) => value.length <= LOGIN_LIMITS.passwordMax, LOGIN_MESSAGES.passwordTooLong),
);

/** idCA: the member number a family member signs in with (the form calls it club id). Digits only. */
export const clubIdSchema = z.string(LOGIN_MESSAGES.clubIdRequired).check(
  z.refine(present, LOGIN_MESSAGES.clubIdRequired),
  z.refine((value) => !present(value) || /^\d{1,10}$/.test(value.trim()), LOGIN_MESSAGES.clubIdNotNumber),
);

/** POST /auth. idCA is needed only when the e-mail belongs to a family (GET /auth/family says so). */
export const loginBodySchema = z.object({
  email: loginEmailSchema,
  password: loginPasswordSchema,
  idCA: z.optional(z.union([z.literal(''), clubIdSchema])),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The family-member form: the same, with idCA required. */
export const familyLoginBodySchema = z.object({
  email: loginEmailSchema,
  password: loginPasswordSchema,
  idCA: clubIdSchema,
});

/** POST /auth and POST /auth/favorite answer with a fresh token and the user it names. */
export const authAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserSchema,
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** GET /auth/family?email=: whether the address is shared by a family (then the club id is needed). */
export const familyQuerySchema = z.object({ email: loginEmailSchema });
export const familyAnswerSchema = z.object({ isFamily: z.boolean() });

/** POST /auth/favorite. */
export const favoriteBodySchema = z.object({ favoriteLocation: z.string().check(z.minLength(1), z.maxLength(20)) });

/** GET /auth/check-status: whether the token still names an account, and its current status. */
export const checkStatusAnswerSchema = envelope(
  z.object({ memberStatus: z.enum(MEMBER_STATUSES), isAuth: z.boolean() }),
);

/** Member tokens last this long; the SPA logs out on the 401 that follows. */
export const MEMBER_TOKEN_TTL_S = 12 * 60 * 60;

/**
 * /login's query parameter that fills in the e-mail (a member sent there from the join has typed it already); such a
 * page is the app's, not prerendered (docs/decisions/0030).
 */
export const LOGIN_EMAIL_PARAM = 'email';
