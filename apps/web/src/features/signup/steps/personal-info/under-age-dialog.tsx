import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

interface UnderAgeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The under-18 modal: the visitor stays on the step with what they typed. */
export function UnderAgeDialog({ open, onClose }: UnderAgeDialogProps) {
  const t = useText(signupText);
  const shared = useSharedText();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('signup.personalInfo.ageTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shared(PERSONAL_INFO_MESSAGES.under18)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('signup.wizard.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
