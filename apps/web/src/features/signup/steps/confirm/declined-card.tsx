import { Alert, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

/**
 * The decline on the Payment Info section, where the card is, with the way out: 'Change card' opens the card
 * dialog. Brought into view when it appears, since Submit Payment is at the bottom of a long review on phones.
 */
export function DeclinedCard({ message, onChange }: { message: string; onChange: () => void }) {
  const t = useText(signupText);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [message]);
  return (
    <Alert
      ref={alert}
      severity="error"
      sx={{ mt: 1.5 }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onChange} sx={{ whiteSpace: 'nowrap' }}>
          {t('signup.confirm.changeCard')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
