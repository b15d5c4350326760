/**
 * The brand's two colours, shared by everything that draws the brand: the web app's theme and logo
 * (apps/web/src/components/brand/brand-colors.ts), the e-mails' layout, and public/favicon.svg (a file, so a copy).
 */
export const BRAND_GREEN = '#0b3d2e';
export const BRAND_GOLD = '#f2c14e';
