import {
  REFERRAL_MESSAGES,
  buddyReferralAnswerSchema,
  checkReferralCodeAnswerSchema,
  decodeReferralCode,
  isReferralCodeCurrent,
} from '@gym/contracts/referral';
import { ApiError } from '../../../lib/api-client';
import { sharedText } from '../../../lib/i18n/catalog';
import { signupRequest } from './signup-request';

/** The referring member behind a buddy link (?member=). */
export async function getBuddyReferral(member: string) {
  const answer = await signupRequest('/api/ols/buddy-referral', {
    query: { member },
    schema: buddyReferralAnswerSchema,
  });
  return answer.data;
}

/** A referral code (?code=&plan=): checked here for its month, then by the server for its existence. */
export async function checkReferralCode(code: string, plan: string, today: string) {
  const fields = decodeReferralCode(code);
  if (fields && !isReferralCodeCurrent(fields, today)) {
    throw new ApiError(400, sharedText(REFERRAL_MESSAGES.codeNotAvailable));
  }
  const answer = await signupRequest('/sign-up/check-referral-code', {
    query: { plan, code },
    schema: checkReferralCodeAnswerSchema,
  });
  // The server says which: 'Referral code don't exist' or, by its own clock, 'Referral code don't available'.
  if (answer.error || !answer.data)
    throw new ApiError(404, answer.message ?? sharedText(REFERRAL_MESSAGES.codeDoesNotExist));
  return answer.data;
}
