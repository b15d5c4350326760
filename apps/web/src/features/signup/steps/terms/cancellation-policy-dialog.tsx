import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

interface CancellationPolicyDialogProps {
  open: boolean;
  text: string;
  onClose: () => void;
}

/** The cancellation policy (cancelingmymembership_text), opened from the terms checkbox. */
export function CancellationPolicyDialog({ open, text, onClose }: CancellationPolicyDialogProps) {
  const t = useText(signupText);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancellation-policy-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cancellation-policy-title">{t('signup.terms.policyTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('signup.wizard.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
