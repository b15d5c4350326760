import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHECK_IN_CODE_MESSAGES,
  CHECK_IN_SECRET_ROTATE_PATH,
  checkInSecretAnswerSchema,
} from '@gym/contracts/check-in-code';
import { apiRequest } from '../../../lib/api-client';
import { showBanner } from '../../../lib/banner-store';
import { sharedText } from '../../../lib/i18n/catalog';
import { keepCheckInSecret } from '../../../lib/check-in-secret-store';
import { checkInSecretQueryKey } from './get-check-in-secret';

/** POST /membership/check-in-code/rotate: a new secret, which this device keeps at once; every older code dies. */
export function useRotateCheckInSecret(sfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest(CHECK_IN_SECRET_ROTATE_PATH, { method: 'POST', schema: checkInSecretAnswerSchema })).data,
    // Offline it fails at once with its reason in the dialog, rather than waiting unseen for the network.
    networkMode: 'always',
    onSuccess: (secret) => {
      keepCheckInSecret(sfId, secret);
      queryClient.setQueryData(checkInSecretQueryKey(sfId), secret);
      showBanner(sharedText(CHECK_IN_CODE_MESSAGES.rotated), { severity: 'success' });
    },
    // The confirmation dialog shows the failure where it happened.
    meta: { silent: true },
  });
}
