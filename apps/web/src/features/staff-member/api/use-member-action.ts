import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberPageQueryKey } from './get-member-page';

/**
 * A staff action on the member's page: the dialog shows a failure itself (the server's sentence), so no banner;
 * whatever the outcome, the page's data is read again (a refund the provider left pending still changed it).
 */
export function useMemberAction<Body, Answer>(
  memberId: string,
  call: (memberId: string, body: Body) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => call(memberId, body),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberPageQueryKey(memberId) }),
  });
}

export const memberPath = (memberId: string, action: string) =>
  `/staff/members/${encodeURIComponent(memberId)}/${action}`;
