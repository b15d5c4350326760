import { type IssueGuestPassBody, issueGuestPassAnswerSchema } from '@gym/contracts/guest-passes';
import { apiRequest } from '../../../lib/api-client';
import { useMembershipChange } from './use-membership-change';

/** POST /membership/guest-passes: gives a guest a pass, e-mailed to them; answers the pass and the message. */
export function useGiveGuestPass() {
  return useMembershipChange(async (body: IssueGuestPassBody) => {
    const answer = await apiRequest('/membership/guest-passes', {
      method: 'POST',
      body,
      schema: issueGuestPassAnswerSchema,
    });
    return { pass: answer.data, message: answer.message ?? null };
  });
}
