import { STEP, STEP_TITLES, type StepIndex } from '@gym/contracts/messages';
import type { PersonalInfo } from '@gym/contracts/personal-info';

/**
 * What a signup_tracking row says of a sign-up. Its `data` is whatever JSON the wizard sent
 * (features/signup/wizard/tracking-record.ts: clubId, planId, personalInfo, utmSource), so every field is read
 * defensively: a value of the wrong type counts as not given.
 */
export interface TrackedSignup {
  clubId: string | null;
  planId: string | null;
  personalInfo: PersonalInfo | null;
  utmSource: string | null;
}

const PERSONAL_INFO_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthday',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'emergencyContactName',
  'emergencyContactPhone',
] as const satisfies readonly (keyof PersonalInfo)[];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function text(data: Record<string, unknown> | null, name: string, max = 200): string | null {
  const value = data?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;
}

function personalInfoOf(value: unknown): PersonalInfo | null {
  const data = record(value);
  if (!data) return null;
  const entries = PERSONAL_INFO_FIELDS.map((field) => [field, typeof data[field] === 'string' ? data[field] : '']);
  return Object.fromEntries(entries) as PersonalInfo;
}

export function trackedSignup(data: unknown): TrackedSignup {
  const fields = record(data);
  return {
    clubId: text(fields, 'clubId', 20),
    planId: text(fields, 'planId', 100),
    personalInfo: personalInfoOf(fields?.personalInfo),
    utmSource: text(fields, 'utmSource'),
  };
}

/**
 * The step a visitor reached. The record's page is the step it was on when last updated, but the e-mail step
 * creates the record before its look-up and is not tracked after it: a record still on the e-mail step with an
 * e-mail means the visitor went on to the personal info.
 */
export function stepReached(currentPage: string, email: string | null): StepIndex {
  const index = (STEP_TITLES as readonly string[]).indexOf(currentPage);
  if (index === -1) return STEP.location;
  if (index === STEP.email && email) return STEP.personalInfo;
  return index as StepIndex;
}
