import type { ClubSlug } from '@gym/contracts/constants';

/** `/locations/marin/trainers`: a club's trainers, public. */
export function clubTrainersPath(slug: ClubSlug): string {
  return `/locations/${slug}/trainers`;
}

/** `/trainers/<id>?club=101`: a trainer's page, showing their free times at that club. */
export function trainerPath(trainerId: string, clubId?: string): string {
  const path = `/trainers/${encodeURIComponent(trainerId)}`;
  return clubId ? `${path}?club=${encodeURIComponent(clubId)}` : path;
}

/** The member's packs and sessions (features/training). */
export { MY_TRAINING_PATH } from '@gym/contracts/personal-training';
/** Where a pack's card is added (features/billing). */
export const BILLING_PATH = '/billing';
