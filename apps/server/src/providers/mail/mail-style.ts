/** The colours and the type every e-mail uses (the layout and the content blocks alike). */

export { BRAND_GOLD, BRAND_GREEN } from '@gym/contracts/brand';
export const TEXT = '#1f2a26';
export const MUTED = '#56665f';
export const RULE = '#e3e8e5';

/** System fonts only: e-mail clients block web fonts often enough that none is worth the extra request. */
export const MAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The brand's name in the header, as the web app's logo sets it: condensed capitals, where a condensed face is installed. */
export const WORDMARK_FONT = "'Barlow Condensed', 'Arial Narrow', Arial, sans-serif";
