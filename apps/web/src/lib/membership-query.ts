import { queryOptions } from '@tanstack/react-query';
import { MEMBERSHIP_MESSAGES, membershipAnswerSchema } from '@gym/contracts/membership';
import { apiRequest } from './api-client';
import { membershipQueryKey } from './query-keys';

/**
 * GET /membership, shared: the membership page shows it and the member home reads it to offer managing or
 * cancelling the membership (null for an account without one). Every change made from /membership invalidates
 * `membershipQueryKey`.
 */
export const membershipQueryOptions = () =>
  queryOptions({
    queryKey: membershipQueryKey,
    queryFn: async () => (await apiRequest('/membership', { schema: membershipAnswerSchema })).data,
    meta: { errorMessage: MEMBERSHIP_MESSAGES.loadError },
  });
