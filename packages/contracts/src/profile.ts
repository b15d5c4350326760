import * as z from 'zod/mini';
import { MEMBER_STATUSES } from './auth';
import { envelope } from './errors';
import { personalInfoSchema } from './personal-info';
import { DEFAULT_VACCINE_STATUS, VACCINE_STATUSES } from './vaccine';

/**
 * The signed-in member's profile and membership (member-area document sections 3, 7 and 8). The person's
 * fields carry the join's personal-info names and formats (birthday MM/DD/YYYY, phones 999-999-9999), so the
 * profile form reads the answer as it is and sends it back through the same rules.
 */
export const PROFILE_MESSAGES = {
  loadError: 'Error, could not load your profile',
  updateError: 'Sorry, could not update your details, please try again in a minute or two',
  favoriteError: 'Hmm, could not change favorite location, try again please',
  statusError: 'Sorry, could not fetch status',
  updated: 'Your details were saved',
} as const;

/** A detail the member may not have given yet (the demo accounts, older records): null. */
const detail = z.nullable(z.string());

export const profileSchema = z.object({
  /** The account id. */
  sfId: z.string(),
  /** The member number. */
  idCA: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: detail,
  /** MM/DD/YYYY */
  birthday: detail,
  /** 999-999-9999 */
  phone: detail,
  address: detail,
  city: detail,
  state: detail,
  zipCode: detail,
  emergencyContactName: detail,
  emergencyContactPhone: detail,
  scanCode: z.string(),
  memberStatus: z.enum(MEMBER_STATUSES),
  /** The favourite (home) club's id, as in the session user. */
  favoriteLocation: z.nullable(z.string()),
  favoriteLocationName: z.nullable(z.string()),
  /** Section 3: 'Not yet uploaded' when absent. */
  vaccineStatus: z._default(z.enum(VACCINE_STATUSES), DEFAULT_VACCINE_STATUS),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = envelope(profileSchema);

/**
 * PUT /contacts/update_profile: the personal-info step's fields and rules, and its under-18 rule. The e-mail
 * is the sign-in name and is not changed here: an `email` in the body is ignored.
 */
export const updateProfileBodySchema = personalInfoSchema;

/** GET /contacts/membership: the user groups of the member's current membership ([] without one). */
export const membershipAnswerSchema = envelope(z.object({ userGroups: z.array(z.string()) }));
export type MembershipAnswer = z.infer<typeof membershipAnswerSchema>;
