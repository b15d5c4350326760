import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DOMPurify from 'dompurify';
import { useId, useMemo } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { signupText } from '../i18n';

interface ReferralPopupProps {
  header: string;
  body: string;
  onClose: () => void;
}

/** Loaded only when a referral popup shows, so DOMPurify stays off every other visitor's page. */
export default function ReferralPopup({ header, body, onClose }: ReferralPopupProps) {
  const t = useText(signupText);
  const titleId = useId();
  // The texts are HTML from the server: sanitised before rendering, as any HTML from outside the SPA must be.
  const safeHeader = useMemo(() => DOMPurify.sanitize(header), [header]);
  const safeBody = useMemo(() => DOMPurify.sanitize(body), [body]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId} dangerouslySetInnerHTML={{ __html: safeHeader }} />
      <DialogContent dangerouslySetInnerHTML={{ __html: safeBody }} />
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('signup.referral.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
