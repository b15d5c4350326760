import { PASSWORD_ANSWER_MESSAGES } from '@gym/contracts/passwords';
import { ApiError } from '../../../lib/api-client';
import { sharedText } from '../../../lib/i18n/catalog';

// The texts returned are contracts' English, as the specification writes them: the page shows them through sharedText.

/**
 * Whether a 400 answer says `english`: the server writes its messages in the request's language
 * (docs/decisions/0039), so the answer may carry the Spanish of it.
 */
function badRequestSaying(error: unknown, english: string): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.message === english || error.message === sharedText(english))
  );
}

/** Section 8: a reset request for an e-mail no account has is 404 'Cannot find this email'; anything else generic. */
export function resetRequestFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return PASSWORD_ANSWER_MESSAGES.resetEmailNotFound;
  return PASSWORD_ANSWER_MESSAGES.generic;
}

/** A failed reset: the server's text when the link is no good (the person must ask for another), else generic. */
export function resetFailure(error: unknown): { text: string; linkExpired: boolean } {
  if (badRequestSaying(error, PASSWORD_ANSWER_MESSAGES.linkExpired)) {
    return { text: PASSWORD_ANSWER_MESSAGES.linkExpired, linkExpired: true };
  }
  return { text: PASSWORD_ANSWER_MESSAGES.generic, linkExpired: false };
}

/** A failed change: the specification's text, and the old-password field's error when that was the reason. */
export function updateFailure(error: unknown): { text: string; oldPasswordError: string | null } {
  const wrongOld = badRequestSaying(error, PASSWORD_ANSWER_MESSAGES.oldPasswordWrong);
  return {
    text: PASSWORD_ANSWER_MESSAGES.updateFailed,
    oldPasswordError: wrongOld ? PASSWORD_ANSWER_MESSAGES.oldPasswordWrong : null,
  };
}
