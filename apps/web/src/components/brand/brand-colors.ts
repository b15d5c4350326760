import { BRAND_GOLD, BRAND_GREEN, BRAND_PAPER } from '@gym/contracts/brand';

/** The web app's colours: the brand's two (shared with the e-mails) and the shades the theme builds around them. */
export const BRAND_COLORS = {
  green: BRAND_GREEN,
  greenDark: '#072a20',
  gold: BRAND_GOLD,
  ink: '#16201c',
  paper: BRAND_PAPER,
} as const;

/** Body text: system fonts, nothing to download. Headings and the logo: a self-hosted face (main.tsx). */
export const bodyFontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const headingFontFamily = `"Barlow Condensed", ${bodyFontFamily}`;
