import { queryOptions } from '@tanstack/react-query';
import { membershipTextAnswerSchema } from '@gym/contracts/join';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n/i18n';

/** The membership texts (dues hints) in the language shown: the server answers in the request's language. */
export const membershipTextQueryOptions = () =>
  queryOptions({
    queryKey: ['membership-text', currentLocale()],
    queryFn: async () =>
      (await apiRequest('/api/ols/get-membership-plan-text', { schema: membershipTextAnswerSchema })).data,
    staleTime: Infinity,
  });
