import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useWaitingUpdate } from '../../lib/app-update';
import { useText } from '../../lib/i18n/catalog';
import { appText } from '../i18n';

/**
 * A new version has installed and waits (docs/decisions/0037): it takes over only when the member says so, never in
 * the middle of a form. 'Reload' switches to it and reloads the page; until then the open version keeps working.
 */
export function UpdatePrompt() {
  const t = useText(appText);
  const activate = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  if (!activate) return null;
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('app.update.available')}
      action={
        <Button
          color="secondary"
          size="small"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void activate();
          }}
        >
          {t('app.update.reload')}
        </Button>
      }
    />
  );
}
