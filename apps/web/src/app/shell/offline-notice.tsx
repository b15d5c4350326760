import { Alert, AlertTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useText } from '../../lib/i18n/catalog';
import { useOnline } from '../../lib/use-online';
import { appText } from '../i18n';

/** Whether a query of the page waits for the network (TanStack Query pauses them while the browser is offline). */
function useWaitingForNetwork(): boolean {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => cache.findAll({ fetchStatus: 'paused' }).length > 0,
    () => false,
  );
}

/**
 * Above every page while the browser is offline (docs/decisions/0037): the app itself works from the service
 * worker's copy, and this says why a page's data is missing. Its data loads by itself once the network is back.
 */
export function OfflineNotice() {
  const t = useText(appText);
  const online = useOnline();
  const waiting = useWaitingForNetwork();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      <AlertTitle>{t('app.offline.title')}</AlertTitle>
      {waiting ? t('app.offline.waiting') : t('app.offline.idle')}
    </Alert>
  );
}
