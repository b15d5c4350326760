import { AppBar, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../lib/app-config';

export function AppHeader() {
  return (
    <AppBar position="static" elevation={0} component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ fontWeight: 700, fontSize: '1.1rem' }}
        >
          {appConfig().brandName}
        </Link>
        <Link component={RouterLink} to="/locations" color="inherit" underline="hover" sx={{ ml: 'auto' }}>
          Clubs
        </Link>
      </Toolbar>
    </AppBar>
  );
}
