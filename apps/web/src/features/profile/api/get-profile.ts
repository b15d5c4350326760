import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_MESSAGES, profileAnswerSchema } from '@gym/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

/**
 * Every query of the member's contact data starts with 'contacts': the vaccine upload page invalidates that
 * prefix after an upload, so the profile shows the new status (features share keys, never code).
 */
export const profileQueryKey = (sfId: string) => ['contacts', 'profile', sfId] as const;

export const fetchProfile = () =>
  apiRequest('/contacts/profile', { schema: profileAnswerSchema }).then((answer) => answer.data);

/** GET /contacts/profile: keyed by the account, so another sign-in in the same tab never sees this one. */
export const profileQueryOptions = (sfId: string) =>
  queryOptions({
    queryKey: profileQueryKey(sfId),
    queryFn: fetchProfile,
    meta: { errorMessage: PROFILE_MESSAGES.loadError },
  });

export function useProfile(sfId: string) {
  return useQuery(profileQueryOptions(sfId));
}
