import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHECK_IN_SECRET_PATH, checkInSecretAnswerSchema } from '@gym/contracts/check-in-code';
import { apiRequest } from '../../../lib/api-client';
import { keepCheckInSecret } from '../../../lib/check-in-secret-store';

export const checkInSecretQueryKey = (sfId: string) => ['check-in-code', sfId] as const;

/**
 * GET /membership/check-in-code: the secret this device keeps to show codes with no network. Each answer goes to
 * the device's store (which keeps the newer of the two), and the card reads the store, not this query: so the
 * card works offline, and a failure is quiet (the card says it in place when it has no stored secret to show).
 * Fetched again when the page comes back into view or online, so a reset on another device reaches this one.
 */
export const checkInSecretQueryOptions = (sfId: string) =>
  queryOptions({
    queryKey: checkInSecretQueryKey(sfId),
    queryFn: async () => {
      const { data } = await apiRequest(CHECK_IN_SECRET_PATH, { schema: checkInSecretAnswerSchema });
      keepCheckInSecret(sfId, data);
      return data;
    },
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });

export function useCheckInSecretQuery(sfId: string) {
  return useQuery(checkInSecretQueryOptions(sfId));
}
