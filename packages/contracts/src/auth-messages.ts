/**
 * Sign-in and session messages (member-area document sections 3 and 5): product copy. A module of their own,
 * without auth.ts's form schemas, so that the SPA's shell can show them without loading the sign-in code.
 */
export const LOGIN_MESSAGES = {
  emailInvalid: 'email is not valid',
  emailTooLong: 'email should be a maximum of 80 characters long',
  emailRequired: 'email is required',
  passwordTooShort: 'password should be a minimum of 6 characters long',
  passwordTooLong: 'password should be a maximum of 80 characters long',
  passwordRequired: 'password is required',
  clubIdNotNumber: 'club id must be a number',
  clubIdRequired: 'club id is required for family member',
  /** A 404 from POST /auth: no such account, or the wrong password (the same text either way). */
  incorrect: 'The username or password is incorrect',
  connectivity: "We're experiencing connectivity issues",
  cannotFindMember: 'Cannot find member, please check details and try again',
  /** Too many attempts for one account or from one address (decisions.md item 12). */
  throttled: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  /** 401 on a member route: no token, a bad one, or an expired one. */
  sessionEnded: 'Your session has ended, please log in again',
  /** 403 on a route for staff (or for trainers) only. */
  notAllowed: 'You are not allowed to do this',
} as const;
