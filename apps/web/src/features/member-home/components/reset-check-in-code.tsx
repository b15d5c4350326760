import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRotateCheckInSecret } from '../api/rotate-check-in-secret';

const RESET_TEXT =
  'Codes shown before, on this or any other device, stop working. ' +
  'Your other devices show the new code once they are online again.';

/**
 * 'Reset my check-in code': for a member who fears a code was copied. A small secondary action with a
 * confirmation, since every device's codes stop working until it loads the new secret.
 */
export function ResetCheckInCode({ sfId }: { sfId: string }) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateCheckInSecret(sfId);
  const close = () => {
    setOpen(false);
    rotate.reset();
  };
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setOpen(true)} sx={{ alignSelf: 'center' }}>
        Reset my check-in code
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset your check-in code?"
        text={RESET_TEXT}
        confirmLabel="Reset code"
        busy={rotate.isPending}
        error={rotate.error?.message ?? null}
        onCancel={close}
        onConfirm={() => rotate.mutate(undefined, { onSuccess: close })}
      />
    </>
  );
}
