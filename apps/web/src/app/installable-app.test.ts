import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { APP_ICONS, WEB_APP_MANIFEST_PATH, webAppManifest } from '@gym/contracts/web-app';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// docs/decisions/0037: the icons the manifest names are the committed files (scripts/make-app-icons.ts), at their sizes.
it('has every icon the manifest and the page name, at the size they say', () => {
  for (const icon of webAppManifest('Bay Fit Clubs').icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(path.join(WEB_ROOT, 'public', icon.src)), icon.src).toEqual({ width, height });
  }
  expect(pngSize(path.join(WEB_ROOT, 'public', APP_ICONS.appleTouch))).toEqual({ width: 180, height: 180 });
});

it('links the manifest and the iOS icon from the page', () => {
  const page = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  expect(page).toContain(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}" />`);
  expect(page).toContain(`<link rel="apple-touch-icon" href="${APP_ICONS.appleTouch}" />`);
});
