import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { appConfig } from '../../lib/app-config';
import { signOut, useSession } from '../../lib/session';
import { useResponsive } from '../../lib/use-responsive';
import { navItemsFor } from './member-nav-items';
import { MemberNavBar, MemberNavMenu } from './member-nav';

/** Links for a visitor: the clubs and the way in. */
function VisitorLinks() {
  return (
    <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: 'flex', gap: 2 }}>
      <Link component={RouterLink} to="/locations" color="inherit" underline="hover">
        Clubs
      </Link>
      <Link component={RouterLink} to="/login" color="inherit" underline="hover">
        Log in
      </Link>
    </Box>
  );
}

/**
 * The brand, then the visitor's links or the member area's navigation. Logging out ends on /login
 * (use-sign-out-redirect.ts moves there for every logout, this button's included).
 */
export function AppHeader() {
  const session = useSession();
  // The member links need more room than a phone's header has: they go in a menu up to large-mobile widths.
  const { isLargeMobile } = useResponsive();
  const items = session ? navItemsFor(session.user.role) : [];

  return (
    <AppBar position="static" elevation={0} component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ fontWeight: 700, fontSize: '1.1rem', whiteSpace: 'nowrap' }}
        >
          {appConfig().brandName}
        </Link>
        {!session ? (
          <VisitorLinks />
        ) : isLargeMobile ? (
          <Box sx={{ ml: 'auto' }}>
            <MemberNavMenu items={items} onLogOut={signOut} />
          </Box>
        ) : (
          <>
            <Box sx={{ ml: 'auto' }}>
              <MemberNavBar items={items} />
            </Box>
            <Button color="inherit" variant="outlined" onClick={signOut} sx={{ whiteSpace: 'nowrap' }}>
              Log out
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
