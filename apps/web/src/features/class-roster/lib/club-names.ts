import { useMemo } from 'react';
import { useClubs } from '../../../lib/clubs';

/** The clubs' names by id, once they have loaded (a class names its club by id). */
export function useClubNames(): Map<string, string> {
  const clubs = useClubs();
  return useMemo(
    () => new Map((clubs.data ?? []).map((club) => [club.clubautomationclubidC, club.displayName])),
    [clubs.data],
  );
}
