import { queryOptions, useQuery } from '@tanstack/react-query';
import { generateTokenAnswerSchema } from '@gym/contracts/signup-token';
import { apiRequest } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { isAccessTokenFresh, readAccessToken, storeAccessToken } from '../lib/access-token';

/** Reuses the stored sign-up token while it is fresh, otherwise asks for a new one. */
export async function ensureSignupAccessToken(): Promise<string> {
  const stored = readAccessToken();
  if (stored && isAccessTokenFresh(stored)) return stored;
  const { signupClientId, signupClientSecret } = appConfig();
  const answer = await apiRequest('/ols-account/generate-token', {
    method: 'POST',
    body: { clientId: signupClientId, clientSecret: signupClientSecret },
    schema: generateTokenAnswerSchema,
    token: null,
  });
  storeAccessToken(answer.data.accessToken);
  return answer.data.accessToken;
}

export const signupAccessTokenQueryOptions = queryOptions({
  queryKey: ['signup-access-token'],
  queryFn: ensureSignupAccessToken,
  staleTime: 30 * 60_000,
});

export function useSignupAccessToken() {
  return useQuery(signupAccessTokenQueryOptions);
}
