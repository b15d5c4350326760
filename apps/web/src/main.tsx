import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { handOverFirstPage, prepareFirstPageHandover } from './app/first-page/handover';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
prepareFirstPageHandover(root);
// TanStack Query assumes a network until an 'offline' event: an app the service worker starts offline should pause
// its calls, and say so (app/shell/offline-notice.tsx), rather than fail them.
onlineManager.setOnline(navigator.onLine);
registerServiceWorkerWhenIdle();
router.subscribe((state) => {
  if (state.location.pathname !== '/') handOverFirstPage();
});

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
