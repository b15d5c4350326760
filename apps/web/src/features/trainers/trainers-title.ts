import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import { MESSAGES } from '@gym/contracts/messages';
import { clubsQueryOptions } from '../../lib/clubs';
import { sharedText, translate } from '../../lib/i18n/catalog';
import { queryClient } from '../../lib/query-client';
import { trainersText } from './i18n';

/** 'Marin trainers'. */
export function clubTrainersTitle(clubName: string): string {
  return translate(trainersText, 'trainers.title', { club: clubName });
}

/** The tab's title of `/locations/:slug/trainers` (app/router.tsx), from the clubs list once loaded. */
export function clubTrainersRouteTitle(slug: string | undefined): string {
  if (!slug || !isClubSlug(slug)) return sharedText(MESSAGES.pageNotFound);
  const clubs = queryClient.getQueryData(clubsQueryOptions().queryKey);
  if (!clubs) return translate(trainersText, 'trainers.titleLoading');
  const club = clubs.find((entry) => clubSlug(entry.displayName) === slug);
  return club ? clubTrainersTitle(club.displayName) : sharedText(MESSAGES.pageNotFound);
}
