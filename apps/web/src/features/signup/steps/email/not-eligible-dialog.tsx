import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { loginPathWithEmail } from '../../../../lib/login-path';
import { signupText } from '../../i18n';

/**
 * The specification's modal for an e-mail that may not join online (an active member's, most often). Its text
 * stays the specification's; beside it, a way to log in, so a member who came here to change their plan is not
 * left at a dead end (signing in lands on their home, which leads to /membership).
 */
export function NotEligibleDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  const t = useText(signupText);
  const shared = useSharedText();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" aria-describedby="not-eligible-text not-eligible-login">
      <DialogContent>
        <DialogContentText id="not-eligible-text">{shared(NOT_ELIGIBLE_MESSAGE)}</DialogContentText>
        <DialogContentText id="not-eligible-login" sx={{ mt: 2 }}>
          {t('signup.email.alreadyMember')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('signup.wizard.ok')}</Button>
        <Button component={RouterLink} to={loginPathWithEmail(email)} variant="contained" autoFocus>
          {t('signup.email.logIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
