/**
 * The brand's two colours, shared by everything that draws the brand: the web app's theme and logo
 * (apps/web/src/components/brand/brand-colors.ts), the e-mails' layout, the web app manifest, and the files
 * public/favicon.svg and public/offline.html (files, so copies; the app icons are drawn from the favicon).
 */
export const BRAND_GREEN = '#0b3d2e';
export const BRAND_GOLD = '#f2c14e';

/** The pages' background: the app's theme and the installed app's splash screen. */
export const BRAND_PAPER = '#f6f7f5';
