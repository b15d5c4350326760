import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffScopeSchema } from '@gym/contracts/staff';
import { apiRequest } from './api-client';

/** GET /staff/scope: the signed-in staff account's role and clubs, which the staff pages offer (the server checks). */
export const staffScopeQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'scope'],
    queryFn: () => apiRequest('/staff/scope', { schema: staffScopeSchema }),
    staleTime: 5 * 60_000,
  });

export function useStaffScope() {
  return useQuery(staffScopeQueryOptions());
}
