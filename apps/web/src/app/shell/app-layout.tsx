import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { usePageViews } from '../../lib/analytics/use-page-views';
import { MessagesRealtimeHost } from '../../features/messages/realtime/realtime-host';
import { AppHeader } from './app-header';
import { ErrorBanner } from './error-banner';
import { OfflineNotice } from './offline-notice';
import { useRouteTitle } from './route-title';
import { UpdatePrompt } from './update-prompt';
import { useSignOutRedirect } from './use-sign-out-redirect';

export function AppLayout() {
  useSignOutRedirect();
  useRouteTitle();
  // After the title: each page view carries the page's own.
  usePageViews();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 2, md: 4 } }}>
        <OfflineNotice />
        <Outlet />
      </Container>
      <ErrorBanner />
      <UpdatePrompt />
      {/* The realtime channel after sign-in: live messages and calls on every page. */}
      <MessagesRealtimeHost />
    </Box>
  );
}
