import { Alert, Button } from '@mui/material';
import { useText } from '../lib/i18n/catalog';
import { componentsText } from './i18n';

/**
 * What a page or a section could not load, said in place (with the server's reason when it adds one) and a way to
 * try again.
 */
export function LoadError({ text, reason, onRetry }: { text: string; reason?: string; onRetry: () => void }) {
  const t = useText(componentsText);
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('components.loadError.retry')}
        </Button>
      }
    >
      {reason && reason !== text ? `${text} ${reason}` : text}
    </Alert>
  );
}
