import { queryOptions } from '@tanstack/react-query';
import { PROFILE_MESSAGES, profileAnswerSchema } from '@gym/contracts/profile';
import { apiRequest } from './api-client';
import { getSession } from './session';

/**
 * GET /contacts/profile, shared: sign-in loads it (section 4: "login success ... loads the profile") and other
 * pages read it from the cache. The key is the profile page's (features/profile/api/get-profile.ts:
 * ['contacts', 'profile', account id]), so the page starts from what sign-in loaded; by default the account is
 * the signed-in one.
 */
export const profileQueryOptions = (sfId: string = getSession()?.user.sfId ?? '') =>
  queryOptions({
    queryKey: ['contacts', 'profile', sfId] as const,
    queryFn: async () => (await apiRequest('/contacts/profile', { schema: profileAnswerSchema })).data,
    meta: { errorMessage: PROFILE_MESSAGES.loadError },
  });
