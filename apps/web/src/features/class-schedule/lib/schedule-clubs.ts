import type { ClubSlug } from '@gym/contracts/constants';

/** `/locations/castro/schedule`. */
export function schedulePath(slug: ClubSlug): string {
  return `/locations/${slug}/schedule`;
}
