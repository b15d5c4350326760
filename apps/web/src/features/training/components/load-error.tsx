import { Alert, Button } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { trainingText } from '../i18n';

/** What could not be loaded, with a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useText(trainingText);
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('training.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
