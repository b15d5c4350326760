import { Alert, Button } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { classRosterText } from '../i18n';

/** A list or roster that did not load, said in place with the server's reason and a way to try again. */
export function LoadError({ text, reason, onRetry }: { text: string; reason?: string; onRetry: () => void }) {
  const t = useText(classRosterText);
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('class-roster.retry')}
        </Button>
      }
    >
      {reason && reason !== text ? `${text} ${reason}` : text}
    </Alert>
  );
}
