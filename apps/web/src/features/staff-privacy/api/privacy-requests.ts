import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_PRIVACY_REQUESTS_PATH,
  staffPrivacyCompleteAnswerSchema,
  staffPrivacyCompletePath,
  staffPrivacyRequestsAnswerSchema,
} from '@gym/contracts/privacy';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['staff', 'privacy-requests'] as const;

/** GET /staff/privacy/requests: the open requests of the account's clubs (soonest due first) and the completed. */
export function usePrivacyRequests() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await apiRequest(STAFF_PRIVACY_REQUESTS_PATH, { schema: staffPrivacyRequestsAnswerSchema })).data,
  });
}

/** POST /staff/privacy/requests/:id/complete: the account anonymised (once); the lists are fetched again. */
export function useCompleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      (
        await apiRequest(staffPrivacyCompletePath(requestId), {
          method: 'POST',
          schema: staffPrivacyCompleteAnswerSchema,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { silent: true },
  });
}
