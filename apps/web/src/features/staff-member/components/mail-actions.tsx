import { Button } from '@mui/material';
import { useState } from 'react';
import { showBanner } from '../../../lib/banner-store';
import { useText } from '../../../lib/i18n/catalog';
import { useResendWelcome } from '../api/resend-welcome';
import { useSendPasswordLink } from '../api/send-password-link';
import { staffMemberText } from '../i18n';
import { ActionDialog } from './action-dialog';

/** A manager's "Send set-password link" and "Resend welcome e-mail", each with its reason. */
export function MailActions({ memberId, email }: { memberId: string; email: string }) {
  const [dialog, setDialog] = useState<'link' | 'welcome' | null>(null);
  const link = useSendPasswordLink(memberId);
  const welcome = useResendWelcome(memberId);
  const close = () => setDialog(null);
  const t = useText(staffMemberText);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setDialog('link')}>
        {t('staff-member.mail.passwordLink')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setDialog('welcome')}>
        {t('staff-member.mail.welcome')}
      </Button>
      {dialog === 'link' && (
        <ActionDialog
          title={t('staff-member.mail.passwordLinkTitle')}
          text={t('staff-member.mail.passwordLinkText', { email })}
          confirmLabel={t('staff-member.mail.sendLink')}
          onClose={close}
          onSubmit={async (values) => showBanner((await link.mutateAsync(values)).message, { severity: 'success' })}
        />
      )}
      {dialog === 'welcome' && (
        <ActionDialog
          title={t('staff-member.mail.welcomeTitle')}
          text={t('staff-member.mail.welcomeText', { email })}
          confirmLabel={t('staff-member.mail.sendEmail')}
          onClose={close}
          onSubmit={async (values) => showBanner((await welcome.mutateAsync(values)).message, { severity: 'success' })}
        />
      )}
    </>
  );
}
