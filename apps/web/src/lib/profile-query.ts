import { queryOptions } from '@tanstack/react-query';
import { PROFILE_MESSAGES, profileAnswerSchema } from '@gym/contracts/profile';
import { apiRequest } from './api-client';

/**
 * GET /contacts/profile, shared: sign-in loads it (section 4: "login success ... loads the profile") and the
 * profile pages read the same cache entry. Logout clears the cache, so the key needs no account id.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['contacts', 'profile'],
    queryFn: async () => (await apiRequest('/contacts/profile', { schema: profileAnswerSchema })).data,
    meta: { errorMessage: PROFILE_MESSAGES.loadError },
  });
