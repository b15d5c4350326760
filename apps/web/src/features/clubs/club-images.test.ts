import fs from 'node:fs';
import path from 'node:path';
import { CLUB_SLUGS } from '@gym/contracts/constants';
import { describe, expect, it } from 'vitest';

/** The seed points every club at /clubs/<slug>.svg; the club cards show it as a cover-cropped background. */
const dir = path.resolve(__dirname, '../../../public/clubs');
const read = (slug: string) => fs.readFileSync(path.join(dir, `${slug}.svg`), 'utf8');
const parse = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml');

describe('club illustrations', () => {
  it('has exactly one illustration per club', () => {
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.svg'));
    expect(files.sort()).toEqual(CLUB_SLUGS.map((slug) => `${slug}.svg`).sort());
  });

  it.each(CLUB_SLUGS)('%s is a small self-contained 400x200 drawing the cards can crop', (slug) => {
    const text = read(slug);
    const root = parse(text).documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 400 200');
    expect(root.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    expect(new TextEncoder().encode(text).length).toBeLessThan(4096);
    // No text (it would not be translated or read out), no raster, no fonts, nothing fetched from elsewhere.
    expect(root.querySelectorAll('text, image, foreignObject, style, script, use')).toHaveLength(0);
    expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/href|https?:|data:|@import/);
  });

  it('keeps ids unique across the set, so the drawings can be inlined side by side', () => {
    const ids = CLUB_SLUGS.flatMap((slug) =>
      [...parse(read(slug)).querySelectorAll('[id]')].map((element) => element.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
