import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASS_IMAGES } from '@gym/contracts/classes';

/** Each class type names one of the brand's pictures (contracts' CLASS_IMAGES); the schedule shows /classes/<image>.svg. */
const dir = path.resolve(__dirname, '../../../public/classes');
const read = (image: string) => fs.readFileSync(path.join(dir, `${image}.svg`), 'utf8');
const parse = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml');

describe('class pictures', () => {
  it('has exactly one picture per class image', () => {
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.svg'));
    expect(files.sort()).toEqual(CLASS_IMAGES.map((image) => `${image}.svg`).sort());
  });

  it.each(CLASS_IMAGES)('%s is a small self-contained square drawing', (image) => {
    const text = read(image);
    const root = parse(text).documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 120 120');
    expect(new TextEncoder().encode(text).length).toBeLessThan(2048);
    // No text (it would not be translated or read out), no raster, no fonts, nothing fetched from elsewhere.
    expect(root.querySelectorAll('text, image, foreignObject, style, script, use')).toHaveLength(0);
    expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/href|https?:|data:|@import/);
    // Ids would clash when two are inlined side by side; these need none.
    expect(root.querySelectorAll('[id]')).toHaveLength(0);
  });
});
