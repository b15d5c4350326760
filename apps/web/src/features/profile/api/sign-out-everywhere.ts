import { useMutation } from '@tanstack/react-query';
import { SIGN_OUT_EVERYWHERE_PATH, signOutEverywhereAnswerSchema } from '@gym/contracts/check-in-code';
import { apiRequest } from '../../../lib/api-client';
import { showBanner } from '../../../lib/banner-store';
import { translate } from '../../../lib/i18n/catalog';
import { signOut } from '../../../lib/session';
import { profileText } from '../i18n';

/**
 * POST /auth/sign-out-everywhere: every session of the account ends on the server, this device's too, and the
 * check-in secret is replaced; so this device signs out as well (which forgets the secret it kept).
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest(SIGN_OUT_EVERYWHERE_PATH, { method: 'POST', schema: signOutEverywhereAnswerSchema }),
    // Offline it fails at once with its reason in the dialog, rather than waiting unseen for the network.
    networkMode: 'always',
    onSuccess: () => {
      signOut();
      // After the move to /login: the login page would otherwise give no sign that it worked.
      showBanner(translate(profileText, 'profile.signIn.signedOut'), { severity: 'success' });
    },
    // The confirmation dialog shows the failure where it happened.
    meta: { silent: true },
  });
}
