/**
 * The brand's heading face and what stands in for it until it arrives (docs/decisions/0041). The face is
 * self-hosted with `font-display: swap`; before it is in, headings are set in a system face resized to take the
 * same room (size-adjust and ascent/descent overrides generated at build time by fontaine from the shipped woff2,
 * vite.config.ts), so the swap moves nothing on the page.
 */
export const HEADING_FACE = 'Barlow Condensed';

/**
 * The system faces that may stand in, each with the face whose metrics it has: Arial (Windows, macOS, iOS),
 * Helvetica Neue (Apple), Roboto (Android), Liberation Sans (Linux; Arial's metric-compatible twin). One
 * fallback face per system face: a phone without it skips it.
 */
export const HEADING_STAND_INS = [
  { local: 'Arial', metricsOf: 'Arial' },
  { local: 'Helvetica Neue', metricsOf: 'Helvetica Neue' },
  { local: 'Roboto', metricsOf: 'Roboto' },
  { local: 'Liberation Sans', metricsOf: 'Arial' },
] as const;

/** The font-family name of the stand-in made from one system face. */
export const standInFamily = (local: string) => `${HEADING_FACE} on ${local}`;
