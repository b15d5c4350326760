import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@gym/contracts/constants';

/** System fonts only: no web-font download on the join path. */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d2e', contrastText: '#ffffff' },
    secondary: { main: '#f2c14e', contrastText: '#1a1a1a' },
    background: { default: '#f6f7f5' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 700 },
    h3: { fontSize: '1.1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  breakpoints: {
    values: {
      xs: 0,
      sm: BREAKPOINTS.smallMobile + 1,
      md: BREAKPOINTS.mobile + 1,
      lg: BREAKPOINTS.largeMobile + 1,
      xl: 1400,
    },
  },
});
