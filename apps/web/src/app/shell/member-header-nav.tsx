import { Box, Button, useMediaQuery } from '@mui/material';
import { isConsoleRole } from '@gym/contracts/staff';
import { signOut, useSession } from '../../lib/session';
import { useText } from '../../lib/i18n/catalog';
import { CONSOLE_PHONE_QUERY, useResponsive } from '../../lib/use-responsive';
import { appText } from '../i18n';
import { headerNavFor, navSectionsFor } from './member-nav-items';
import { MemberNavBar, MemberNavMenu } from './member-nav';

/**
 * The header's right side for a signed-in account. A member's or trainer's links sit in the header, the account's
 * own pages and Log out under its Account menu so that they keep to one row (every link in a drawer menu up to
 * large-mobile widths: they need more room than a phone's header has). The staff console's are in the side navigation beside
 * the page (console-side-nav.tsx), so its header keeps only Log out; on a phone they are in the drawer, grouped
 * the same way. Loaded on demand by app-header.tsx, so a visitor's first page carries none
 * of it.
 */
export default function MemberHeaderNav() {
  const t = useText(appText);
  const session = useSession();
  const { isLargeMobile } = useResponsive();
  const consolePhone = useMediaQuery(CONSOLE_PHONE_QUERY, { noSsr: true });
  if (!session) return null;
  const { role } = session.user;
  const console = isConsoleRole(role);
  const label = t(console ? 'app.nav.consoleLabel' : 'app.nav.label');

  if (console ? consolePhone : isLargeMobile) {
    return (
      <Box sx={{ ml: 'auto' }}>
        <MemberNavMenu sections={navSectionsFor(role)} label={label} onLogOut={signOut} />
      </Box>
    );
  }
  if (!console) {
    return (
      <Box sx={{ ml: 'auto' }}>
        <MemberNavBar {...headerNavFor(role)} onLogOut={signOut} />
      </Box>
    );
  }
  return (
    <Button color="inherit" variant="outlined" onClick={() => signOut()} sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
      {t('app.header.logOut')}
    </Button>
  );
}
