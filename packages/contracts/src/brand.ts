/**
 * The brand's two colours, for everything that draws the brand outside the web app's theme (the e-mails' layout);
 * apps/web/src/components/brand/brand-colors.ts holds the same two.
 */
export const BRAND_GREEN = '#0b3d2e';
export const BRAND_GOLD = '#f2c14e';
