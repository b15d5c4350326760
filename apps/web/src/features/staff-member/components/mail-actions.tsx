import { Button } from '@mui/material';
import { useState } from 'react';
import { showBanner } from '../../../lib/banner-store';
import { useResendWelcome } from '../api/resend-welcome';
import { useSendPasswordLink } from '../api/send-password-link';
import { ActionDialog } from './action-dialog';

/** A manager's "Send set-password link" and "Resend welcome e-mail", each with its reason. */
export function MailActions({ memberId, email }: { memberId: string; email: string }) {
  const [dialog, setDialog] = useState<'link' | 'welcome' | null>(null);
  const link = useSendPasswordLink(memberId);
  const welcome = useResendWelcome(memberId);
  const close = () => setDialog(null);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setDialog('link')}>
        Send set-password link
      </Button>
      <Button size="small" variant="outlined" onClick={() => setDialog('welcome')}>
        Resend welcome e-mail
      </Button>
      {dialog === 'link' && (
        <ActionDialog
          title="Send a set-password link"
          text={`E-mails ${email} a link that sets the member's password. It works once, for 7 days.`}
          confirmLabel="Send link"
          onClose={close}
          onSubmit={async (values) => showBanner((await link.mutateAsync(values)).message, { severity: 'success' })}
        />
      )}
      {dialog === 'welcome' && (
        <ActionDialog
          title="Resend the welcome e-mail"
          text={`Sends ${email} the join's confirmation e-mail again, with the receipt and the signed agreement.`}
          confirmLabel="Send e-mail"
          onClose={close}
          onSubmit={async (values) => showBanner((await welcome.mutateAsync(values)).message, { severity: 'success' })}
        />
      )}
    </>
  );
}
