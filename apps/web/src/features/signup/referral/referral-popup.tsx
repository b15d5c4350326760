import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DOMPurify from 'dompurify';
import { useId, useMemo } from 'react';

interface ReferralPopupProps {
  header: string;
  body: string;
  onClose: () => void;
}

/** Loaded only when a referral popup shows, so DOMPurify stays off every other visitor's page. */
export default function ReferralPopup({ header, body, onClose }: ReferralPopupProps) {
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
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
