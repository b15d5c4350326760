import { Box } from '@mui/material';
import { BRAND_COLORS, headingFontFamily } from './brand-colors';

/** The mark: a gold dumbbell on the brand green (the favicon, public/favicon.svg, is the same drawing). */
function BrandMark() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={BRAND_COLORS.gold} />
      <rect x="1.5" y="1.5" width="29" height="29" rx="5.5" fill={BRAND_COLORS.green} />
      <path d="M7 13h3v6H7zm15 0h3v6h-3zM10 11h3v10h-3zm9 0h3v10h-3zm-6 4h6v2h-6z" fill={BRAND_COLORS.gold} />
    </svg>
  );
}

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The logo: the mark and the brand's name (configurable, so a wordmark in the brand's typeface rather than a
 * drawing of letters). Its text is the accessible name of whatever link holds it. `size` is the mark's height in
 * px; `narrowSize` its height on the narrowest phones (up to 420 px wide), where the header has little room;
 * under `markOnlyQuery` (a CSS media rule) the name is out of sight, still the link's name.
 */
export function BrandLogo({
  name,
  size = 32,
  narrowSize = size,
  markOnlyQuery,
}: {
  name: string;
  size?: number;
  narrowSize?: number;
  markOnlyQuery?: string;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontSize: size,
        '@media (max-width:420px)': { fontSize: narrowSize },
      }}
    >
      <BrandMark />
      <Box
        component="span"
        sx={{
          fontFamily: headingFontFamily,
          fontWeight: 700,
          fontSize: '0.75em',
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
          whiteSpace: 'nowrap',
          lineHeight: 1,
          ...(markOnlyQuery ? { [markOnlyQuery]: VISUALLY_HIDDEN } : {}),
        }}
      >
        {name}
      </Box>
    </Box>
  );
}
