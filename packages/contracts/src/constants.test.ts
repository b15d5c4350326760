import { describe, expect, it } from 'vitest';
import { CLUB_SLUGS, clubSlug, isClubSlug } from './constants';

describe('club location path segments', () => {
  it('turns a display name into lower case with hyphens for spaces', () => {
    expect(clubSlug('Mid Market')).toBe('mid-market');
    expect(clubSlug('SoMa')).toBe('soma');
    expect(clubSlug('Oakland')).toBe('oakland');
    expect(clubSlug('  Mid   Market ')).toBe('mid-market');
  });

  it('lists exactly the eight clubs of the specification', () => {
    expect([...CLUB_SLUGS]).toEqual([
      'marin',
      'embarcadero',
      'fillmore',
      'transbay',
      'mid-market',
      'oakland',
      'soma',
      'castro',
    ]);
  });

  it.each(['marin', 'embarcadero', 'fillmore', 'transbay', 'mid-market', 'oakland', 'soma', 'castro'])(
    'accepts %s',
    (slug) => {
      expect(isClubSlug(slug)).toBe(true);
    },
  );

  it.each(['', 'Oakland', 'mid market', 'midmarket', 'berkeley', 'expired.html', 'oakland/'])(
    'refuses %j',
    (segment) => {
      expect(isClubSlug(segment)).toBe(false);
    },
  );
});
