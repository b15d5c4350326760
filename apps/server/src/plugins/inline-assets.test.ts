import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPictureInline, withSmallStylesheetsInline } from './inline-assets';

describe('what a prerendered page needs to paint, written into it when small', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-inline-assets-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.mkdirSync(path.join(distDir, 'clubs'));
    fs.writeFileSync(
      path.join(distDir, 'assets', 'initial-a1.css'),
      '@font-face{font-family:X;src:url(/assets/x.woff2)}',
    );
    fs.writeFileSync(path.join(distDir, 'assets', 'main-b2.css'), `.a{color:red}${' '.repeat(5_000)}`);
    fs.writeFileSync(
      path.join(distDir, 'clubs', 'castro.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
    fs.writeFileSync(path.join(distDir, 'clubs', 'huge.svg'), `<svg>${' '.repeat(5_000)}</svg>`);
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('puts a small stylesheet in a <style>, and leaves a large or missing one a file', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/initial-a1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/main-b2.css">' +
      '<link rel="stylesheet" href="/assets/gone.css"></head>';
    expect(withSmallStylesheetsInline(html, distDir)).toBe(
      '<head><style>@font-face{font-family:X;src:url(/assets/x.woff2)}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/main-b2.css">' +
        '<link rel="stylesheet" href="/assets/gone.css"></head>',
    );
  });

  it("gives a club's small picture as a data: URL and any other URL as it is", () => {
    const picture = smallPictureInline(distDir);
    const inline = picture('/clubs/castro.svg');
    expect(inline).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(inline.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
    for (const url of ['/clubs/huge.svg', '/clubs/gone.svg', '/clubs/../assets/initial-a1.css', 'https://x.test/a.svg'])
      expect(picture(url), url).toBe(url);
  });
});
