import type * as z from 'zod/mini';
import {
  type ExistingUserPayload,
  type NewUserPayload,
  existingUserPayloadSchema,
  newUserPayloadSchema,
} from '@gym/contracts/join';
import type { Locale } from '@gym/contracts/i18n/locales';
import { badRequest } from '../../../lib/app-error';
import { issueText } from '../../../lib/i18n/validation-messages';
import { requestErrorsText } from '../../../lib/request-errors-text';

/**
 * A join's request body: a new person (create-user) or a former member (update-user), and the language the join ran
 * in, which the account keeps for its e-mails and documents (docs/decisions/0039; English when not recorded).
 */
export type JoinPayload = ({ kind: 'new'; body: NewUserPayload } | { kind: 'existing'; body: ExistingUserPayload }) & {
  locale?: Locale;
};

function fieldErrors(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issueText(issue) }));
}

/**
 * The preview's body is either payload: the new person's is tried first; a body with caID that is not a valid
 * new person's is read as a former member's. The errors are those of the schema the body looks like.
 */
export function parseEitherPayload(body: unknown): JoinPayload {
  const asNew = newUserPayloadSchema.safeParse(body);
  if (asNew.success) return { kind: 'new', body: asNew.data };
  const asExisting = existingUserPayloadSchema.safeParse(body);
  if (asExisting.success) return { kind: 'existing', body: asExisting.data };
  const looksExisting = typeof body === 'object' && body !== null && 'caID' in body;
  const errors = fieldErrors(looksExisting ? asExisting.error : asNew.error);
  throw badRequest(errors[0]?.message ?? requestErrorsText.text('errors.invalidRequest'), errors);
}

/** What is kept of a payload with an attempt: all of it except the portal password, which is ignored. */
export function storablePayload(payload: JoinPayload): JoinPayload {
  const { memberPortalPassword: _ignored, ...body } = payload.body;
  return { kind: payload.kind, body, ...(payload.locale ? { locale: payload.locale } : {}) } as JoinPayload;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', the form the age rule reads. */
export function birthdayOf(dateOfBirth: string): string {
  const [year, month, day] = dateOfBirth.split('-');
  return `${month}/${day}/${year}`;
}

/** The digits of a phone number sent as a number. */
export const phoneText = (value: number) => String(value);
