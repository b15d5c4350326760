import { SERVICE_WORKER_PATH } from '@gym/contracts/web-app';
import { setWaitingUpdate } from './app-update';

/**
 * The service worker (/sw.js, docs/decisions/0037), registered by the app once the page has loaded and the browser
 * is idle: never by the first page's own script, whose budget it would spend (docs/decisions/0030). workbox-window
 * (a chunk of its own) follows its life: a new version that installs waits until the member accepts it.
 */

/** An app kept open for days (installed, on a phone) asks for a new version when it comes back to the screen. */
function checkForUpdatesWhenShown(registration: ServiceWorkerRegistration) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
}

async function register() {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  const offerUpdate = () =>
    setWaitingUpdate(async () => {
      // Reloaded once the new version controls the page, so that the page runs the files it serves.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
    });
  // This page's check found it, or it was already waiting when the page opened.
  workbox.addEventListener('waiting', offerUpdate);
  // Another tab's check found it.
  workbox.addEventListener('installed', (event) => {
    if (event.isExternal && navigator.serviceWorker.controller) offerUpdate();
  });
  const registration = await workbox.register({ immediate: true });
  if (registration) checkForUpdatesWhenShown(registration);
}

export function registerServiceWorkerWhenIdle(): void {
  // `npm run dev` builds no worker.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () =>
    void register().catch((error: unknown) => console.warn('The service worker could not be registered', error));
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
