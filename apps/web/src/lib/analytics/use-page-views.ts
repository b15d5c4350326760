import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isClubSlug } from '@gym/contracts/constants';
import { trackPageView } from './analytics';
import { pagePath } from './page-path';

/** A club's path (/marin) names a club: the one route parameter analytics may see as it is. */
const isPublicParam = (name: string, value: string) => name === 'location' && isClubSlug(value);

/**
 * A page view each time the route's path changes, with the tab's title. The wizard's steps are history entries on
 * one path: they are the join funnel's events, not page views. Call it after the hook that sets the title.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const params = useMatches().at(-1)?.params ?? {};
  const path = pagePath(pathname, params, isPublicParam);
  useEffect(() => {
    trackPageView(path, document.title);
  }, [path]);
}
