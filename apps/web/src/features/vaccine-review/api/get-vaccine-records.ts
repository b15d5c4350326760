import { queryOptions, useQuery } from '@tanstack/react-query';
import { vaccineRecordListAnswerSchema } from '@gym/contracts/vaccine';
import { apiRequest } from '../../../lib/api-client';

export const PENDING_RECORDS_KEY = ['staff', 'vaccine-records', 'pending'] as const;

/** GET /staff/vaccine-records?status=pending: the review queue, oldest upload first. */
export const pendingRecordsQueryOptions = () =>
  queryOptions({
    queryKey: PENDING_RECORDS_KEY,
    queryFn: () =>
      apiRequest('/staff/vaccine-records', {
        query: { status: 'pending' },
        schema: vaccineRecordListAnswerSchema,
      }).then((answer) => answer.data),
    // A queue others work on too: read it again whenever the page is opened.
    staleTime: 0,
  });

export function usePendingRecords() {
  return useQuery(pendingRecordsQueryOptions());
}
