// `npx tsx scripts/make-app-icons.ts`: draws the installed app's icons (apps/web/public/icons) from the favicon.
// Run it again after a change to the mark or the brand's colours, and commit the PNGs: the build only copies them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { BRAND_GOLD, BRAND_GREEN } from '../packages/contracts/src/brand';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const favicon = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
// The dumbbell is the favicon's one <path>; the full-bleed icons draw it alone on the green.
const dumbbell = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!dumbbell) throw new Error('public/favicon.svg has no <path d="..."> to draw the dumbbell from');

/**
 * For the icons the platform crops (maskable: any shape inside the middle 80 % circle; iOS: a rounded square): an
 * opaque green square, the dumbbell 1.15 times the favicon's size about the centre, well inside the safe zone.
 */
const fullBleed =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_GREEN}"/>` +
  `<path transform="translate(16 16) scale(1.15) translate(-16 -16)" d="${dumbbell}" fill="${BRAND_GOLD}"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

const outDir = path.join(PUBLIC_DIR, 'icons');
fs.mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of ICONS) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(path.join(outDir, file), png);
  console.log(`${path.relative(process.cwd(), path.join(outDir, file))}: ${size}x${size}, ${png.length} bytes`);
}
