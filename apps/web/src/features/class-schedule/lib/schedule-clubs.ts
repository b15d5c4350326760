import { type Club, isActiveClub } from '@gym/contracts/clubs';
import { type ClubSlug, clubSlug, isClubSlug } from '@gym/contracts/constants';

/**
 * The clubs whose schedules the switcher offers: the active ones with a club path, the signed-in member's home club
 * first, then by name.
 */
export function scheduleClubs(clubs: readonly Club[], homeClubId: string | null): Club[] {
  return clubs
    .filter((club) => isActiveClub(club) && isClubSlug(clubSlug(club.displayName)))
    .sort((a, b) => {
      const home = Number(b.clubautomationclubidC === homeClubId) - Number(a.clubautomationclubidC === homeClubId);
      return home || a.displayName.localeCompare(b.displayName);
    });
}

/** `/locations/castro/schedule`. */
export function schedulePath(slug: ClubSlug): string {
  return `/locations/${slug}/schedule`;
}
