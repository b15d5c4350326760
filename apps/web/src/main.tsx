import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { handOverIfLeft, prepareFirstPageHandover } from './app/first-page/handover';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { activateLocale } from './lib/i18n/i18n';
import { startingLocale } from './lib/i18n/locale-choice';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
prepareFirstPageHandover(root);
// TanStack Query assumes a network until an 'offline' event: an app the service worker starts offline should pause
// its calls, and say so (app/shell/offline-notice.tsx), rather than fail them.
onlineManager.setOnline(navigator.onLine);
registerServiceWorkerWhenIdle();
const startedAt = window.location.pathname;
router.subscribe((state) => handOverIfLeft(state.location.pathname, startedAt));

// Spanish's catalog, when chosen, arrives before the first render: the app never flashes English first.
await activateLocale(startingLocale());
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
