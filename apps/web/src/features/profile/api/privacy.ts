import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_EXPORT_PATH, PRIVACY_REQUEST_PATH, privacyRequestAnswerSchema } from '@gym/contracts/privacy';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

const PRIVACY_REQUEST_KEY = ['privacy', 'deletion-request'] as const;

/** GET /privacy/deletion-request: the member's latest deletion request, or null. */
export function usePrivacyRequest() {
  return useQuery({
    queryKey: PRIVACY_REQUEST_KEY,
    queryFn: async () => (await apiRequest(PRIVACY_REQUEST_PATH, { schema: privacyRequestAnswerSchema })).data,
  });
}

/** POST /privacy/deletion-request: asks once; asking again answers the open request. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest(PRIVACY_REQUEST_PATH, { method: 'POST', schema: privacyRequestAnswerSchema })).data,
    onSuccess: (request) => queryClient.setQueryData(PRIVACY_REQUEST_KEY, request),
    // The confirmation dialog shows the failure where it happened.
    meta: { silent: true },
  });
}

/** GET /privacy/export: the member's data as a zip (data.json and their PDFs), saved as the browser's download. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => downloadFile(PRIVACY_EXPORT_PATH, 'my-data.zip'),
    meta: { silent: true },
  });
}
