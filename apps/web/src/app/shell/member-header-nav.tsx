import { Box, Button } from '@mui/material';
import { signOut, useSession } from '../../lib/session';
import { useText } from '../../lib/i18n/catalog';
import { useResponsive } from '../../lib/use-responsive';
import { appText } from '../i18n';
import { navItemsFor } from './member-nav-items';
import { MemberNavBar, MemberNavMenu } from './member-nav';

/**
 * The header's right side for a signed-in account: the member area's links (a drawer menu up to large-mobile
 * widths, the member links need more room than a phone's header has) and Log out. Loaded on demand by
 * app-header.tsx, so a visitor's first page carries none of it.
 */
export default function MemberHeaderNav() {
  const t = useText(appText);
  const session = useSession();
  const { isLargeMobile } = useResponsive();
  if (!session) return null;
  const items = navItemsFor(session.user.role);

  if (isLargeMobile) {
    return (
      <Box sx={{ ml: 'auto' }}>
        <MemberNavMenu items={items} onLogOut={signOut} />
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ ml: 'auto' }}>
        <MemberNavBar items={items} />
      </Box>
      <Button color="inherit" variant="outlined" onClick={() => signOut()} sx={{ whiteSpace: 'nowrap' }}>
        {t('app.header.logOut')}
      </Button>
    </>
  );
}
