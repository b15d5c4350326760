/** The brand's colours, shared by the theme, the logo and the favicon (public/favicon.svg uses the same two). */
export const BRAND_COLORS = {
  green: '#0b3d2e',
  greenDark: '#072a20',
  gold: '#f2c14e',
  ink: '#16201c',
  paper: '#f6f7f5',
} as const;

/** Body text: system fonts, nothing to download. Headings and the logo: a self-hosted face (main.tsx). */
export const bodyFontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const headingFontFamily = `"Barlow Condensed", ${bodyFontFamily}`;
