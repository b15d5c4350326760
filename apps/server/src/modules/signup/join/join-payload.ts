import type * as z from 'zod/mini';
import {
  type ExistingUserPayload,
  type NewUserPayload,
  existingUserPayloadSchema,
  newUserPayloadSchema,
} from '@gym/contracts/join';
import { badRequest } from '../../../lib/app-error';

/** A join's request body: a new person (create-user) or a former member (update-user). */
export type JoinPayload = { kind: 'new'; body: NewUserPayload } | { kind: 'existing'; body: ExistingUserPayload };

function fieldErrors(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
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
  throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
}

/** What is kept of a payload with an attempt: all of it except the portal password, which is ignored. */
export function storablePayload(payload: JoinPayload): JoinPayload {
  const { memberPortalPassword: _ignored, ...body } = payload.body;
  return { kind: payload.kind, body } as JoinPayload;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', the form the age rule reads. */
export function birthdayOf(dateOfBirth: string): string {
  const [year, month, day] = dateOfBirth.split('-');
  return `${month}/${day}/${year}`;
}

/** The digits of a phone number sent as a number. */
export const phoneText = (value: number) => String(value);
