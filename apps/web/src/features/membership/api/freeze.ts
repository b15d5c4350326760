import { useQuery } from '@tanstack/react-query';
import {
  FREEZE_MESSAGES,
  freezeAnswerSchema,
  freezeStatusAnswerSchema,
  unfreezeAnswerSchema,
} from '@gym/contracts/membership-freeze';
import { apiRequest } from '../../../lib/api-client';
import { membershipQueryKey } from '../../../lib/query-keys';
import { useMembershipChange } from './use-membership-change';

/**
 * What freezing now would do (GET /membership/freeze): the choices, the current freeze, or why not. Under the
 * membership's key, so that every change made from /membership asks for it again.
 */
export function useFreezeStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...membershipQueryKey, 'freeze'],
    queryFn: async () => (await apiRequest('/membership/freeze', { schema: freezeStatusAnswerSchema })).data,
    enabled,
    meta: { errorMessage: FREEZE_MESSAGES.loadError },
  });
}

/** POST /membership/freeze: freezes from the next billing day; answers the freeze and its confirmation text. */
export function useFreezeMembership() {
  return useMembershipChange((months: number) =>
    apiRequest('/membership/freeze', { method: 'POST', body: { months }, schema: freezeAnswerSchema }),
  );
}

/** DELETE /membership/freeze: withdraws a freeze not begun, or ends the one in effect today. */
export function useUnfreezeMembership() {
  return useMembershipChange(() =>
    apiRequest('/membership/freeze', { method: 'DELETE', schema: unfreezeAnswerSchema }),
  );
}
