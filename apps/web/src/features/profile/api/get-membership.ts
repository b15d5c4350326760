import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_MESSAGES, membershipAnswerSchema } from '@gym/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

/** GET /contacts/membership: the user groups of the current membership (part of loading the profile). */
export const membershipQueryOptions = (sfId: string) =>
  queryOptions({
    queryKey: ['contacts', 'membership', sfId],
    queryFn: () => apiRequest('/contacts/membership', { schema: membershipAnswerSchema }).then((a) => a.data),
    meta: { errorMessage: PROFILE_MESSAGES.loadError },
  });

export function useMembership(sfId: string) {
  return useQuery(membershipQueryOptions(sfId));
}
