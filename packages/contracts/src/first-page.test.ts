import { describe, expect, it } from 'vitest';
import { CLUB_PAGE_PATH, clubPagePath, clubPageSlug } from './club-page';
import { CLUB_SLUGS } from './constants';
import { CLUB_PLACE_PATH_PREFIX, isClubPlacePath, isPrerenderedPath } from './first-page';

describe('the prerendered paths', () => {
  it('are `/`, /login, the eight club paths and the eight club pages, nothing else', () => {
    for (const slug of CLUB_SLUGS) {
      expect(isPrerenderedPath(`/${slug}`)).toBe(true);
      expect(isPrerenderedPath(clubPagePath(slug))).toBe(true);
      expect(isClubPlacePath(clubPagePath(slug))).toBe(true);
      expect(isClubPlacePath(`/${slug}`)).toBe(false);
    }
    expect(isPrerenderedPath('/')).toBe(true);
    expect(isPrerenderedPath('/login')).toBe(true);
    for (const other of [
      '/locations',
      '/locations/',
      '/locations/nowhere',
      '/locations/castro/',
      '/nowhere',
      '/x/castro',
    ])
      expect(isPrerenderedPath(other), other).toBe(false);
  });

  it('name a club page as club-page.ts does (restated there so the boot script carries no schemas)', () => {
    expect(CLUB_PLACE_PATH_PREFIX).toBe(`${CLUB_PAGE_PATH}/`);
    for (const slug of CLUB_SLUGS)
      expect(isClubPlacePath(clubPagePath(slug))).toBe(clubPageSlug(clubPagePath(slug)) === slug);
  });
});
