import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@gym/contracts/staff-audit';
import { apiRequest } from '../../../lib/api-client';

/** The page's filters as GET /staff/audit takes them; an empty value is no filter. */
export interface AuditFilters {
  action: string;
  actorId: string;
  memberId: string;
  clubId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', actorId: '', memberId: '', clubId: '', from: '', to: '' };

/** GET /staff/audit (the director only): newest first, a page at a time; "Load more" follows the cursor. */
export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/staff/audit', {
        query: { ...filters, cursor: pageParam },
        schema: auditPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useAuditLog(filters: AuditFilters) {
  // The rows on screen stay while a new filter's first page comes.
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });
}
