import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import type { CancellationPreview } from '@gym/contracts/membership';
import { DialogShell } from '../../../components/dialog-shell';
import { formatLongClubDay } from '../../../lib/club-days';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { useCancellationPreview } from '../api/cancellation';
import { membershipText } from '../i18n';

interface CancelDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's reason when the cancellation failed. */
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
}

/** What cancelling today does, in the words the member needs before confirming. */
function Consequences({ preview }: { preview: CancellationPreview }) {
  const t = useText(membershipText);
  const strong = { 0: <strong /> };
  if (preview.coolingOff) {
    return (
      <Stack spacing={1.5}>
        <Typography>{t('membership.cancel.coolingOff', { date: formatLongClubDay(preview.lastDay) })}</Typography>
        {preview.refund && (
          <Typography>
            <RichText
              catalog={membershipText}
              id="membership.cancel.refund"
              values={{ amount: preview.refund.amount }}
              components={strong}
            />
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography>
        <RichText
          catalog={membershipText}
          id="membership.cancel.lastDay"
          values={{ date: formatLongClubDay(preview.lastDay) }}
          components={strong}
        />
      </Typography>
      <Typography>
        {preview.lastCharge ? (
          <RichText
            catalog={membershipText}
            id="membership.cancel.lastCharge"
            values={{
              amount: preview.lastCharge.amount,
              date: formatLongClubDay(preview.lastCharge.date),
              description: preview.lastCharge.description,
            }}
            components={strong}
          />
        ) : (
          t('membership.cancel.noCharges')
        )}
      </Typography>
      <Typography color="text.secondary">{t('membership.cancel.keepUsing')}</Typography>
    </Stack>
  );
}

/** The one confirmation of a cancellation: the dates and money first, then 'Confirm cancellation'. */
export function CancelDialog({ open, busy, error, onKeep, onConfirm }: CancelDialogProps) {
  const t = useText(membershipText);
  const preview = useCancellationPreview(open);
  return (
    <DialogShell
      open={open}
      title={t('membership.cancel.dialogTitle')}
      error={error}
      busy={busy}
      cancelLabel={t('membership.cancel.keep')}
      confirmLabel={t('membership.cancel.confirm')}
      danger
      confirmDisabled={!preview.data}
      onClose={onKeep}
      onConfirm={onConfirm}
      wide
    >
      {preview.data ? (
        <Consequences preview={preview.data} />
      ) : preview.isError ? (
        <Alert severity="error" variant="outlined">
          {preview.error.message}
        </Alert>
      ) : (
        <Stack sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress aria-label={t('membership.cancel.working')} />
        </Stack>
      )}
    </DialogShell>
  );
}
