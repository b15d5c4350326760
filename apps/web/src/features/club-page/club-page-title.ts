import type { ClubPage } from '@gym/contracts/club-page';
import { isClubSlug } from '@gym/contracts/constants';
import { MESSAGES } from '@gym/contracts/messages';
import { sharedText, translate } from '../../lib/i18n/catalog';
import { queryClient } from '../../lib/query-client';
import { clubPageQueryKey } from './api/club-page-key';
import { clubPageText } from './i18n';

/** 'Castro gym in San Francisco', as the server's prerendered page is titled; 'Page not found' for any other path. */
export function clubPageTitle(page: Pick<ClubPage, 'club' | 'address'>): string {
  return translate(clubPageText, 'club-page.documentTitle', { club: page.club.displayName, city: page.address.city });
}

/** The tab's title of `/locations/:slug` (app/router.tsx), from the club's page once loaded. */
export function clubPageRouteTitle(slug: string | undefined): string {
  if (!slug || !isClubSlug(slug)) return sharedText(MESSAGES.pageNotFound);
  const query = queryClient.getQueryState<ClubPage>(clubPageQueryKey(slug));
  if (query?.data) return clubPageTitle(query.data);
  return query?.status === 'error' ? sharedText(MESSAGES.pageNotFound) : translate(clubPageText, 'club-page.loading');
}
