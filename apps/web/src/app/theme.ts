import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@gym/contracts/constants';
import { BRAND_COLORS, bodyFontFamily, headingFontFamily } from '../components/brand/brand-colors';

/**
 * Body text in system fonts (nothing to download); headings in one self-hosted weight of a condensed athletic
 * face, its latin subset only (main.tsx), with font-display: swap so it never holds up the first paint.
 */
const heading = { fontFamily: headingFontFamily, fontWeight: 700, letterSpacing: '0.01em', lineHeight: 1.15 } as const;

const breakpoints = {
  values: {
    xs: 0,
    sm: BREAKPOINTS.smallMobile + 1,
    md: BREAKPOINTS.mobile + 1,
    lg: BREAKPOINTS.largeMobile + 1,
    xl: 1400,
  },
};

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLORS.green, dark: BRAND_COLORS.greenDark, contrastText: '#ffffff' },
    secondary: { main: BRAND_COLORS.gold, contrastText: BRAND_COLORS.ink },
    text: { primary: BRAND_COLORS.ink, secondary: '#4a5751' },
    background: { default: BRAND_COLORS.paper, paper: '#ffffff' },
    divider: 'rgba(11, 61, 46, 0.14)',
  },
  shape: { borderRadius: 10 },
  breakpoints,
  typography: {
    fontFamily: bodyFontFamily,
    // A type scale of about 1.25 on phones, wider from the tablet breakpoint up (set per breakpoint below).
    h1: { ...heading, fontSize: '2rem' },
    h2: { ...heading, fontSize: '1.5rem' },
    h3: { ...heading, fontSize: '1.25rem' },
    h4: { ...heading, fontSize: '1.125rem' },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: '0.01em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // One focus ring for every control, visible on the light pages (the header sets its own on green).
        ':focus-visible': { outline: `3px solid ${BRAND_COLORS.green}`, outlineOffset: '2px' },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: { borderRadius: 8 },
        sizeLarge: { paddingTop: 10, paddingBottom: 10 },
      },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: 'rgba(11, 61, 46, 0.14)' } } },
    MuiAppBar: { styleOverrides: { root: { backgroundColor: BRAND_COLORS.green } } },
  },
});

theme.typography.h1 = {
  ...theme.typography.h1,
  [theme.breakpoints.up('md')]: { fontSize: '2.5rem' },
};
theme.typography.h2 = {
  ...theme.typography.h2,
  [theme.breakpoints.up('md')]: { fontSize: '1.75rem' },
};
