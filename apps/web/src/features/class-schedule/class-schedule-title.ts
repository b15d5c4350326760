import type { Club } from '@gym/contracts/clubs';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import { MESSAGES } from '@gym/contracts/messages';
import { clubsQueryOptions } from '../../lib/clubs';
import { sharedText, translate } from '../../lib/i18n/catalog';
import { queryClient } from '../../lib/query-client';
import { classScheduleText } from './i18n';

/** 'Castro class schedule'. */
export function classScheduleTitle(clubName: string): string {
  return translate(classScheduleText, 'class-schedule.title', { club: clubName });
}

/** The club a schedule path names, among the clubs listed (active or not: the page decides). */
export function clubOfSlug(clubs: readonly Club[], slug: string): Club | undefined {
  return clubs.find((club) => clubSlug(club.displayName) === slug);
}

/** The tab's title of `/locations/:slug/schedule` (app/router.tsx), from the clubs list once loaded. */
export function classScheduleRouteTitle(slug: string | undefined): string {
  if (!slug || !isClubSlug(slug)) return sharedText(MESSAGES.pageNotFound);
  const clubs = queryClient.getQueryData(clubsQueryOptions().queryKey);
  if (!clubs) return translate(classScheduleText, 'class-schedule.titleLoading');
  const club = clubOfSlug(clubs, slug);
  return club ? classScheduleTitle(club.displayName) : sharedText(MESSAGES.pageNotFound);
}
