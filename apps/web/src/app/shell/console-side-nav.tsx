import { Box } from '@mui/material';
import { isConsoleRole } from '@gym/contracts/staff';
import { useText } from '../../lib/i18n/catalog';
import { useSession } from '../../lib/session';
import { CONSOLE_PHONE_QUERY } from '../../lib/use-responsive';
import { appText } from '../i18n';
import { navSectionsFor } from './member-nav-items';
import { NavSections } from './member-nav';

/**
 * The staff console's side navigation on tablets and desktops, grouped by what the pages are for (today,
 * members, business, admin, then the person's own), each role offered only what it may use. On a phone the
 * same sections are in the header's drawer (member-header-nav.tsx). Loaded on demand by app-layout.tsx.
 */
export default function ConsoleSideNav() {
  const t = useText(appText);
  const session = useSession();
  if (!session || !isConsoleRole(session.user.role)) return null;
  return (
    <Box
      component="aside"
      sx={{
        width: { xs: 216, lg: 248 },
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: 1,
        [`@media ${CONSOLE_PHONE_QUERY}`]: { display: 'none' },
      }}
    >
      <Box sx={{ position: 'sticky', top: 0 }}>
        <NavSections sections={navSectionsFor(session.user.role)} label={t('app.nav.consoleLabel')} />
      </Box>
    </Box>
  );
}
