import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingQueryKey, membershipQueryKey } from '../../../lib/query-keys';

/**
 * A change a member makes from /membership (cancel, freeze, plan or club, a guest pass): whatever it answers, the
 * membership and the billing data are asked for again, since each change can move a date or money.
 */
export function useMembershipChange<TAnswer, TInput = void>(request: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      ]);
    },
  });
}
