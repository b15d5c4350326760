import { useEffect } from 'react';
import { useNavigate } from 'react-router';
// Not from auth: that module's sign-in schemas would load on every page.
import { LOGIN_MESSAGES } from '@gym/contracts/auth-messages';
import { showBanner } from '../../lib/banner-store';
import { sharedText } from '../../lib/i18n/catalog';
import { NO_AUTO_LOGOUT_PATHS, onSignOut } from '../../lib/session';

/**
 * Every logout (the Log out button, a 401/403 from a call, the realtime channel refusing the token) ends on
 * /login. The target is the one the member area's gate would pick (/login?next=<here>), so that when both react
 * to the same logout they agree; from '/' it is plain /login. On the login and password pages nothing moves.
 * A logout an answer caused says why in the banner, whichever of the API and the socket noticed first.
 */
export function useSignOutRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignOut((reason) => {
        if (reason === 'session-ended') showBanner(sharedText(LOGIN_MESSAGES.sessionEnded));
        if (reason === 'not-allowed') showBanner(sharedText(LOGIN_MESSAGES.notAllowed));
        const { pathname, search } = window.location;
        if ((NO_AUTO_LOGOUT_PATHS as readonly string[]).includes(pathname)) return;
        const next = pathname === '/' ? '' : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
        void navigate(`/login${next}`, { replace: true });
      }),
    [navigate],
  );
}
