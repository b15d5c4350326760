import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { isConsoleRole } from '@gym/contracts/staff';
import { BrandLogo } from '../../components/brand/brand-logo';
import { BRAND_COLORS } from '../../components/brand/brand-colors';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useText } from '../../lib/i18n/catalog';
import { appText } from '../i18n';
import { appConfig } from '../../lib/app-config';
import { useSession } from '../../lib/session';
import { COMPACT_HEADER_QUERY } from '../../lib/use-responsive';

// The member navigation (drawer, lists, icons, the unread badge and its messages query) is only for signed-in
// accounts: its own chunk, so that a visitor's first page does not load it.
const MemberHeaderNav = lazy(() => import('./member-header-nav'));

/** Links for a visitor: the clubs and the way in. */
function VisitorLinks() {
  const t = useText(appText);
  return (
    <Box
      component="nav"
      aria-label={t('app.header.mainNavigation')}
      sx={{ ml: 'auto', display: 'flex', gap: { xs: 1.5, sm: 2 }, whiteSpace: 'nowrap' }}
    >
      <Link component={RouterLink} to="/locations" color="inherit" underline="hover">
        {t('app.header.clubs')}
      </Link>
      <Link component={RouterLink} to="/login" color="inherit" underline="hover">
        {t('app.header.logIn')}
      </Link>
    </Box>
  );
}

/**
 * The brand, then the visitor's links or the member area's navigation. Logging out ends on /login
 * (use-sign-out-redirect.ts moves there for every logout, the Log out button's included).
 */
export function AppHeader() {
  const session = useSession();
  const signedIn = session !== null;
  // A member's or trainer's links fill the header from 992 px: below 1200 px the brand's mark stands alone.
  const memberBar = session !== null && !isConsoleRole(session.user.role);

  return (
    <AppBar
      position="static"
      elevation={0}
      component="header"
      // On the green bar the page's green focus ring would vanish: the brand's gold instead.
      sx={{ '& :focus-visible': { outlineColor: BRAND_COLORS.gold } }}
    >
      {/* On the narrowest phones (360-414 px) the brand, two links and the switcher share one row. */}
      <Toolbar
        sx={{
          gap: { xs: 1, sm: 2 },
          px: { xs: 1.5, sm: 3 },
          ...(memberBar ? { [COMPACT_HEADER_QUERY]: { gap: 1, px: 2 } } : {}),
        }}
      >
        <Link component={RouterLink} to="/" color="inherit" underline="none" sx={{ display: 'inline-flex', py: 1 }}>
          <BrandLogo
            name={appConfig().brandName}
            size={30}
            narrowSize={24}
            markOnlyQuery={memberBar ? COMPACT_HEADER_QUERY : undefined}
          />
        </Link>
        {signedIn ? (
          // Until the member chunk arrives the header shows only the brand: never the visitor's links to a member.
          <Suspense fallback={null}>
            <MemberHeaderNav />
          </Suspense>
        ) : (
          <VisitorLinks />
        )}
        <LanguageSwitcher />
      </Toolbar>
    </AppBar>
  );
}
