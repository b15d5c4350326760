import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { ApiError } from '../../../lib/api-client';

/**
 * Where a failed sign-in is told: in the form, or (403) as a notice in the banner with the form's error cleared.
 * `shared`: the text is the specification's (contracts' English, shown through sharedText); otherwise it is the
 * server's, already in the request's language.
 */
export type SignInFailure = { place: 'form' | 'notice'; text: string; shared: boolean };

/**
 * Section 8: 404 is the one 'incorrect' text (no hint which part was wrong); 403 the server's message as a notice;
 * anything else (429 throttle included) the server's message, or the connectivity text when no answer came.
 */
export function signInFailure(error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return { place: 'form', text: LOGIN_MESSAGES.connectivity, shared: true };
  if (error.status === 404) return { place: 'form', text: LOGIN_MESSAGES.incorrect, shared: true };
  if (error.status === 403) return { place: 'notice', text: error.message, shared: false };
  // No status (the network failed) or no error envelope (a proxy's page): the server said nothing we can show.
  if (error.status === 0 || error.code === undefined) {
    return { place: 'form', text: LOGIN_MESSAGES.connectivity, shared: true };
  }
  return { place: 'form', text: error.message, shared: false };
}
