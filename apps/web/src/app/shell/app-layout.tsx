import { Box, Container } from '@mui/material';
import { Outlet } from 'react-router';
import { MessagesRealtimeHost } from '../../features/messages/realtime/realtime-host';
import { AppHeader } from './app-header';
import { ErrorBanner } from './error-banner';
import { useRouteTitle } from './route-title';
import { useSignOutRedirect } from './use-sign-out-redirect';

export function AppLayout() {
  useSignOutRedirect();
  useRouteTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 2, md: 4 } }}>
        <Outlet />
      </Container>
      <ErrorBanner />
      {/* The realtime channel after sign-in: live messages and calls on every page. */}
      <MessagesRealtimeHost />
    </Box>
  );
}
