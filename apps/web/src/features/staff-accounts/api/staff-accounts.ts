import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateStaffAccountBody,
  type UpdateStaffAccountBody,
  staffAccountListSchema,
  staffAccountSchema,
} from '@gym/contracts/staff';
import { apiRequest } from '../../../lib/api-client';

const ACCOUNTS_KEY = ['staff', 'accounts'] as const;

/** GET /staff/accounts (the director only). */
export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ACCOUNTS_KEY,
    queryFn: async () => (await apiRequest('/staff/accounts', { schema: staffAccountListSchema })).accounts,
  });

export function useStaffAccounts() {
  return useQuery(staffAccountsQueryOptions());
}

/** Every change answers the account as it now is; the list is fetched again. The form shows failures in place. */
function useAccountChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}

export const useCreateStaffAccount = () =>
  useAccountChange((body: CreateStaffAccountBody) =>
    apiRequest('/staff/accounts', { method: 'POST', body, schema: staffAccountSchema }),
  );

export const useUpdateStaffAccount = () =>
  useAccountChange(({ id, body }: { id: string; body: UpdateStaffAccountBody }) =>
    apiRequest(`/staff/accounts/${id}`, { method: 'PUT', body, schema: staffAccountSchema }),
  );

export const useDeactivateStaffAccount = () =>
  useAccountChange((id: string) =>
    apiRequest(`/staff/accounts/${id}/deactivate`, { method: 'POST', schema: staffAccountSchema }),
  );
