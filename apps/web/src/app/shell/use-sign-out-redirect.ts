import { useEffect } from 'react';
import { useNavigate } from 'react-router';
// Not from auth: that module's sign-in schemas would load on every page.
import { LOGIN_MESSAGES } from '@gym/contracts/auth-messages';
import { onUnauthorized } from '../../lib/api-client';
import { showBanner } from '../../lib/banner-store';
import { NO_AUTO_LOGOUT_PATHS, onSignOut } from '../../lib/session';

/**
 * Every logout (the Log out button, or a 401/403 from a call) ends on /login. The target is the one the member
 * area's gate would pick (/login?next=<here>), so that when both react to the same logout they agree; from '/'
 * it is plain /login. On the login and password pages nothing moves.
 *
 * A logout caused by an answer also says why in the banner. lib/session.ts hears the 401/403 first (its
 * listener was registered at start) and signs out; this listener runs right after in the same loop, so a
 * logout that happened in between is the one that answer caused.
 */
export function useSignOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let justSignedOut = false;
    const stopSignOut = onSignOut(() => {
      justSignedOut = true;
      queueMicrotask(() => {
        justSignedOut = false;
      });
      const { pathname, search } = window.location;
      if ((NO_AUTO_LOGOUT_PATHS as readonly string[]).includes(pathname)) return;
      const next = pathname === '/' ? '' : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
      void navigate(`/login${next}`, { replace: true });
    });
    const stopUnauthorized = onUnauthorized((status) => {
      if (!justSignedOut) return;
      showBanner(status === 401 ? LOGIN_MESSAGES.sessionEnded : LOGIN_MESSAGES.notAllowed);
    });
    return () => {
      stopSignOut();
      stopUnauthorized();
    };
  }, [navigate]);
}
