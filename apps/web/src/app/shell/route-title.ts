import { useEffect } from 'react';
import { type Params, useMatches } from 'react-router';
import { appConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';

/**
 * A route's page title (`handle` in app/router.tsx): one text, one for visitors and one for signed-in accounts
 * where the same path shows either ('/' is the join for one and the home for the other), or one made when the
 * title is shown: in the language shown (app/router.tsx translates there), from the path's parameters
 * (/{location} is the join for a club path and 'Page not found' for any other) and whether someone is signed in.
 */
export interface RouteHandle {
  title: string | { visitor: string; signedIn: string } | ((params: Params, signedIn: boolean) => string);
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** "Page · Brand" from the deepest route that names its page, so tabs, history and screen readers tell pages apart. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const signedIn = useSession() !== null;
  // A change of language names the tab again.
  useLocale();
  const match = matches.filter((candidate) => isRouteHandle(candidate.handle)).at(-1);
  const named = match?.handle as RouteHandle | undefined;
  let title: string | null = null;
  if (typeof named?.title === 'string') title = named.title;
  else if (typeof named?.title === 'function') title = named.title(match!.params, signedIn);
  else if (named) title = named.title[signedIn ? 'signedIn' : 'visitor'];
  useEffect(() => {
    const brand = appConfig().brandName;
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
