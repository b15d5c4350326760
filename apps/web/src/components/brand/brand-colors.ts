import { BRAND_GOLD, BRAND_GREEN, BRAND_PAPER } from '@gym/contracts/brand';
import { HEADING_FACE, HEADING_STAND_INS, standInFamily } from './heading-face';

/** The web app's colours: the brand's two (shared with the e-mails) and the shades the theme builds around them. */
export const BRAND_COLORS = {
  green: BRAND_GREEN,
  greenDark: '#072a20',
  gold: BRAND_GOLD,
  ink: '#16201c',
  paper: BRAND_PAPER,
} as const;

/** Body text: system fonts, nothing to download. */
export const bodyFontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Headings and the logo: a self-hosted face (boot.ts), then system faces sized like it (heading-face.ts). */
export const headingFontFamily =
  [HEADING_FACE, ...HEADING_STAND_INS.map(({ local }) => standInFamily(local))]
    .map((family) => `"${family}"`)
    .join(', ') + `, ${bodyFontFamily}`;
