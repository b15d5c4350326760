import type { Pack, PackOffer } from '@gym/contracts/personal-training';

export interface BookingAsked {
  clubId: string;
  minutes: number;
  startsAt: string;
}

/**
 * The pack a booking takes its session from, as the server chooses it (docs/decisions/0053 point 7): an active pack
 * of the member's at that club for that length, with a session left, that expires after the session starts; the
 * soonest to expire first. None: the member buys one first.
 */
export function usablePack(packs: readonly Pack[], asked: BookingAsked): Pack | null {
  const starts = Date.parse(asked.startsAt);
  const usable = packs.filter(
    (pack) =>
      pack.status === 'active' &&
      pack.clubId === asked.clubId &&
      pack.minutes === asked.minutes &&
      pack.left > 0 &&
      Date.parse(pack.expiresAt) > starts,
  );
  usable.sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  return usable[0] ?? null;
}

/**
 * The club's packs a member may buy to book a session of this length: the paid ones, fewest sessions first, after
 * the free intro session while they have never had one (once per member, whatever the club).
 */
export function offersFor(offers: readonly PackOffer[], packs: readonly Pack[], minutes: number): PackOffer[] {
  const introTaken = packs.some((pack) => pack.intro && pack.status !== 'declined');
  return offers
    .filter((offer) => offer.minutes === minutes && !(offer.intro && introTaken))
    .sort((a, b) => Number(b.intro) - Number(a.intro) || a.sessions - b.sessions);
}
