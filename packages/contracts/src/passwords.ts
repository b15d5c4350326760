import * as z from 'zod/mini';
import { loginEmailSchema } from './auth';
import { sessionUserSchema } from './session-user';

/**
 * New passwords (member-area document section 5): the reset page, the set-password link of a new member and the
 * change-password form share these rules, on the form and on the server. Messages are product copy; the
 * change-password variant capitalises them.
 */
export const NEW_PASSWORD_MESSAGES = {
  tooShort: 'password should be a minimum of 6 characters long',
  tooLong: 'password should be a maximum of 25 characters long',
  required: 'password is required',
  weak: 'password should be at least medium strength',
  forbidden: 'password contains forbidden characters',
  confirmationRequired: 'password confirmation is required',
  mustMatch: 'passwords must match',
} as const;

type Messages = { -readonly [K in keyof typeof NEW_PASSWORD_MESSAGES]: string };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The change-password form's messages: the same texts, capitalised, and the old password's own. */
export const CHANGE_PASSWORD_MESSAGES = {
  ...(Object.fromEntries(
    Object.entries(NEW_PASSWORD_MESSAGES).map(([key, text]) => [key, capitalise(text)]),
  ) as Messages),
  oldPasswordRequired: 'Old password is required',
};

/** The answers' texts (section 8). */
export const PASSWORD_ANSWER_MESSAGES = {
  resetEmailNotFound: 'Cannot find this email',
  generic: 'Sorry, something went wrong, please try again in a minute or two',
  updated: 'Your password was updated',
  updateFailed: 'Sorry, could not update your password. Please try again in a minute or two.',
  /** A reset or set-password link that is unknown, used or more than an hour (a week for a new member) old. */
  linkExpired: 'This link has expired or was already used. Please request a new one.',
  /** update_password with a wrong old password. */
  oldPasswordWrong: 'Old password is incorrect',
} as const;

export const NEW_PASSWORD_LIMITS = { min: 6, max: 25 } as const;

/** Letters, digits and -?!@#$%^&*()_+`~ only. */
const ALLOWED = /^[A-Za-z0-9\-?!@#$%^&*()_+`~]*$/;
const SPECIAL = /[-?!@#$%^&*()_+`~]/;

export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Medium', 'Strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/**
 * Up to 4 points, one each for a lowercase letter, an uppercase letter, a digit and a special character, counted
 * only when the length is 6 to 25; -1 when empty (section 5).
 */
export function passwordStrength(password: string): number {
  if (password.length === 0) return -1;
  if (password.length < NEW_PASSWORD_LIMITS.min || password.length > NEW_PASSWORD_LIMITS.max) return 0;
  return [/[a-z]/, /[A-Z]/, /\d/, SPECIAL].filter((pattern) => pattern.test(password)).length;
}

/** 0–1 points Weak, 2–3 Medium, 4 Strong (docs/decisions/0011); null for an empty password. */
export function passwordStrengthLabel(points: number): PasswordStrengthLabel | null {
  if (points < 0) return null;
  if (points <= 1) return 'Weak';
  return points <= 3 ? 'Medium' : 'Strong';
}

const MEDIUM = 2;

/** One new password: the rules in the order the form shows their messages. */
export function newPasswordSchema(messages: Messages = NEW_PASSWORD_MESSAGES) {
  return z.string(messages.required).check(
    z.refine((value) => value.length > 0, messages.required),
    z.refine((value) => value.length === 0 || value.length >= NEW_PASSWORD_LIMITS.min, messages.tooShort),
    z.refine((value) => value.length <= NEW_PASSWORD_LIMITS.max, messages.tooLong),
    z.refine((value) => ALLOWED.test(value), messages.forbidden),
    z.refine(
      (value) =>
        value.length < NEW_PASSWORD_LIMITS.min ||
        value.length > NEW_PASSWORD_LIMITS.max ||
        !ALLOWED.test(value) ||
        passwordStrength(value) >= MEDIUM,
      messages.weak,
    ),
  );
}

/** The reset and set-password form: password and its confirmation. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema(),
    confirmPassword: z.string(NEW_PASSWORD_MESSAGES.confirmationRequired),
  })
  .check(
    z.refine((form) => form.confirmPassword.length > 0, {
      message: NEW_PASSWORD_MESSAGES.confirmationRequired,
      path: ['confirmPassword'],
    }),
    z.refine((form) => form.confirmPassword.length === 0 || form.confirmPassword === form.password, {
      message: NEW_PASSWORD_MESSAGES.mustMatch,
      path: ['confirmPassword'],
    }),
  );

/** The change-password form: the old password, then a new one with its confirmation (capitalised messages). */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z
      .string(CHANGE_PASSWORD_MESSAGES.oldPasswordRequired)
      .check(z.refine((value) => value.length > 0, CHANGE_PASSWORD_MESSAGES.oldPasswordRequired)),
    password: newPasswordSchema(CHANGE_PASSWORD_MESSAGES),
    confirmPassword: z.string(CHANGE_PASSWORD_MESSAGES.confirmationRequired),
  })
  .check(
    z.refine((form) => form.confirmPassword.length > 0, {
      message: CHANGE_PASSWORD_MESSAGES.confirmationRequired,
      path: ['confirmPassword'],
    }),
    z.refine((form) => form.confirmPassword.length === 0 || form.confirmPassword === form.password, {
      message: CHANGE_PASSWORD_MESSAGES.mustMatch,
      path: ['confirmPassword'],
    }),
  );

/** POST /auth/request_reset_password: the e-mail with the sign-in form's rules and messages, lowercased. */
export const requestResetBodySchema = z.object({ email: loginEmailSchema });

/**
 * POST /auth/reset_password: the token from the link (?token=) and the new password. A token of the wrong shape
 * is answered like an unknown one: the link is no good.
 */
export const resetPasswordBodySchema = z.object({
  resetToken: z
    .string(PASSWORD_ANSWER_MESSAGES.linkExpired)
    .check(
      z.minLength(20, PASSWORD_ANSWER_MESSAGES.linkExpired),
      z.maxLength(200, PASSWORD_ANSWER_MESSAGES.linkExpired),
    ),
  password: newPasswordSchema(),
});

/**
 * POST /auth/update_password: the signed-in member's old password and the new one. An old password longer than
 * sign-in allows (80) cannot be the member's.
 */
export const updatePasswordBodySchema = z.object({
  oldPassword: z
    .string(CHANGE_PASSWORD_MESSAGES.oldPasswordRequired)
    .check(
      z.minLength(1, CHANGE_PASSWORD_MESSAGES.oldPasswordRequired),
      z.maxLength(80, PASSWORD_ANSWER_MESSAGES.oldPasswordWrong),
    ),
  password: newPasswordSchema(CHANGE_PASSWORD_MESSAGES),
});

/** The forgotten-password calls answer { success, message? }. */
export const passwordAnswerSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) });

/**
 * POST /auth/update_password: the change ends every token of the account, this one too (docs/decisions/0020), so
 * it answers a fresh token and the user it names, like POST /auth, for the member's own tab to stay signed in.
 */
export const updatePasswordAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: sessionUserSchema,
});
export type UpdatePasswordAnswer = z.infer<typeof updatePasswordAnswerSchema>;
