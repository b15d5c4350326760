import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NO_AUTO_LOGOUT_PATHS, onSignOut } from '../../lib/session';

/**
 * Every logout (the Log out button, or a 401/403 from a call) ends on /login. The target is the one the member
 * area's gate would pick (/login?next=<here>), so that when both react to the same logout they agree; from '/'
 * it is plain /login. On the login and password pages nothing moves.
 */
export function useSignOutRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignOut(() => {
        const { pathname, search } = window.location;
        if ((NO_AUTO_LOGOUT_PATHS as readonly string[]).includes(pathname)) return;
        const next = pathname === '/' ? '' : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
        void navigate(`/login${next}`, { replace: true });
      }),
    [navigate],
  );
}
