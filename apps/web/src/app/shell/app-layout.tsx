import { Box, Container } from '@mui/material';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { isConsoleRole } from '@gym/contracts/staff';
import { usePageViews } from '../../lib/analytics/use-page-views';
import { useSession } from '../../lib/session';
import { MessagesRealtimeHost } from '../../features/messages/realtime/realtime-host';
import { AppHeader } from './app-header';
import { ErrorBanner } from './error-banner';
import { OfflineNotice } from './offline-notice';
import { useRouteTitle } from './route-title';
import { UpdatePrompt } from './update-prompt';
import { useSignOutRedirect } from './use-sign-out-redirect';

// The console's side navigation is only for staff accounts: its own chunk, like the header's member navigation.
const ConsoleSideNav = lazy(() => import('./console-side-nav'));

export function AppLayout() {
  const session = useSession();
  useSignOutRedirect();
  useRouteTitle();
  // After the title: each page view carries the page's own.
  usePageViews();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {session && isConsoleRole(session.user.role) && (
          <Suspense fallback={null}>
            <ConsoleSideNav />
          </Suspense>
        )}
        <Container component="main" maxWidth="lg" sx={{ flex: 1, minWidth: 0, py: { xs: 2, md: 4 } }}>
          <OfflineNotice />
          <Outlet />
        </Container>
      </Box>
      <ErrorBanner />
      <UpdatePrompt />
      {/* The realtime channel after sign-in: live messages and calls on every page. */}
      <MessagesRealtimeHost />
    </Box>
  );
}
