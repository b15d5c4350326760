import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { appConfig } from '../../lib/app-config';
import { useSession } from '../../lib/session';

/**
 * A route's page title (`handle` in app/router.tsx): one text, or one for visitors and one for signed-in
 * accounts where the same path shows either ('/' is the join for one and the home for the other).
 */
export interface RouteHandle {
  title: string | { visitor: string; signedIn: string };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** "Page · Brand" from the deepest route that names its page, so tabs, history and screen readers tell pages apart. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const signedIn = useSession() !== null;
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle
    ? typeof handle.title === 'string'
      ? handle.title
      : handle.title[signedIn ? 'signedIn' : 'visitor']
    : null;
  useEffect(() => {
    const brand = appConfig().brandName;
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
