import { type Club, isActiveClub } from '@gym/contracts/clubs';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';

/**
 * The clubs a club switcher offers (a club's schedule, its trainers): the active ones with a club path, the
 * signed-in member's home club first, then by name.
 */
export function clubChoices(clubs: readonly Club[], homeClubId: string | null): Club[] {
  return clubs
    .filter((club) => isActiveClub(club) && isClubSlug(clubSlug(club.displayName)))
    .sort((a, b) => {
      const home = Number(b.clubautomationclubidC === homeClubId) - Number(a.clubautomationclubidC === homeClubId);
      return home || a.displayName.localeCompare(b.displayName);
    });
}
