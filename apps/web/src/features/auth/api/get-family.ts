import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { familyAnswerSchema } from '@gym/contracts/auth';
import { PASSWORD_ANSWER_MESSAGES } from '@gym/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/family?email=: whether the address is shared by a family, so the form needs the club id. */
export const familyQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['auth', 'family', email],
    queryFn: () => apiRequest('/auth/family', { query: { email }, schema: familyAnswerSchema, token: null }),
    // Whether an address is a family's does not change while someone is signing in.
    staleTime: 10 * 60_000,
    retry: false,
    // A throttled check says 'wait 15 minutes' in the form (login-form.tsx), not 'a minute or two' in the banner.
    meta: { errorMessage: PASSWORD_ANSWER_MESSAGES.generic, shownInPlace: ['RATE_LIMITED'] },
  });

/**
 * The answer for the e-mail in the field (null: not a valid one). The call waits until the typing has settled;
 * an answer already in the cache (the form asks at once on submit) counts straight away. While a new address
 * has no answer yet, the last one stays, so the Club ID field does not blink at every keystroke.
 */
export function useFamilyCheck(email: string | null, settled: boolean) {
  return useQuery({
    ...familyQueryOptions(email ?? ''),
    enabled: email !== null && settled,
    placeholderData: keepPreviousData,
  });
}
