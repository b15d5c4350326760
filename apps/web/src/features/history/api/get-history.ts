import { queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_LIMIT, historyAnswerSchema, VISIT_MESSAGES } from '@gym/contracts/visits';
import { apiRequest } from '../../../lib/api-client';

export interface HistoryRange {
  startDate: string;
  endDate: string;
}

/** The page asks for the most the API gives, so a busy 90 days still fits on one page. */
export const HISTORY_PAGE_LIMIT = HISTORY_LIMIT.max;

export const historyQueryOptions = ({ startDate, endDate }: HistoryRange) =>
  queryOptions({
    queryKey: ['history', startDate, endDate],
    queryFn: async () =>
      (
        await apiRequest('/history', {
          query: { startDate, endDate, limit: HISTORY_PAGE_LIMIT },
          schema: historyAnswerSchema,
        })
      ).data,
    meta: { errorMessage: VISIT_MESSAGES.loadHistoryError },
  });

/**
 * The visits in a range; off while the range is not a valid one. No placeholder from the previous range: the page
 * states the range its visits are from, so it waits for the new range's own answer.
 */
export function useHistory(range: HistoryRange, enabled: boolean) {
  return useQuery({ ...historyQueryOptions(range), enabled });
}
