import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAccountListSchema } from '@gym/contracts/staff';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/accounts: the staff accounts the log can be filtered by (the director reads them all). */
export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'accounts'],
    queryFn: async () => (await apiRequest('/staff/accounts', { schema: staffAccountListSchema })).accounts,
  });

export function useAuditActors() {
  return useQuery(auditActorsQueryOptions());
}
