import { queryOptions } from '@tanstack/react-query';
import { membershipTextAnswerSchema } from '@gym/contracts/join';
import { apiRequest } from '../../../lib/api-client';

export const membershipTextQueryOptions = queryOptions({
  queryKey: ['membership-text'],
  queryFn: async () =>
    (await apiRequest('/api/ols/get-membership-plan-text', { schema: membershipTextAnswerSchema })).data,
  staleTime: Infinity,
});
