import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useText } from '../../../lib/i18n/catalog';
import { useRotateCheckInSecret } from '../api/rotate-check-in-secret';
import { memberHomeText } from '../i18n';

/**
 * 'Reset my check-in code': for a member who fears a code was copied. A small secondary action with a
 * confirmation, since every device's codes stop working until it loads the new secret.
 */
export function ResetCheckInCode({ sfId }: { sfId: string }) {
  const t = useText(memberHomeText);
  const [open, setOpen] = useState(false);
  const rotate = useRotateCheckInSecret(sfId);
  const close = () => {
    setOpen(false);
    rotate.reset();
  };
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setOpen(true)} sx={{ alignSelf: 'center' }}>
        {t('member-home.reset.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('member-home.reset.title')}
        text={t('member-home.reset.text')}
        confirmLabel={t('member-home.reset.confirm')}
        busy={rotate.isPending}
        error={rotate.error?.message ?? null}
        onCancel={close}
        onConfirm={() => rotate.mutate(undefined, { onSuccess: close })}
      />
    </>
  );
}
