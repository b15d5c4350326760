import { TRAINING_RULES, type TrainingSession } from '@gym/contracts/personal-training';
import { Stack, Typography } from '@mui/material';
import { DialogShell } from '../../../components/dialog-shell';
import { useText } from '../../../lib/i18n/catalog';
import { trainingText } from '../i18n';
import { sessionWhen } from '../lib/session-times';

interface CancelSessionDialogProps {
  session: TrainingSession;
  side: 'member' | 'trainer';
  busy: boolean;
  /** The server's reason when the last attempt failed. */
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * 'Cancel this session?': the first sentence is what cancelling does to the pack, before the choice. A member's
 * cancel more than 24 hours ahead gives the session back (the answer's `freeCancel`); later it is used, and the
 * button is in the error colour. A trainer's always gives it back to the member.
 */
export function CancelSessionDialog({ session, side, busy, error, onClose, onConfirm }: CancelSessionDialogProps) {
  const t = useText(trainingText);
  const hours = TRAINING_RULES.freeCancelHours;
  const description =
    side === 'trainer'
      ? t('training.cancel.trainer', { name: `${session.member.firstName} ${session.member.lastName}` })
      : session.freeCancel
        ? t('training.cancel.free', { hours })
        : t('training.cancel.late', { hours });
  const late = side === 'member' && !session.freeCancel;
  return (
    <DialogShell
      title={t('training.cancel.title')}
      description={description}
      error={error}
      busy={busy}
      cancelLabel={t('training.cancel.keep')}
      confirmLabel={t('training.cancel.confirm')}
      danger={late}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Stack spacing={0.25}>
        <Typography sx={{ fontWeight: 700 }}>
          {side === 'member'
            ? t('training.session.withTrainer', {
                minutes: session.minutes,
                name: `${session.trainer.firstName} ${session.trainer.lastName}`,
              })
            : t('training.session.withMember', {
                minutes: session.minutes,
                name: `${session.member.firstName} ${session.member.lastName}`,
              })}
        </Typography>
        <Typography color="text.secondary">{sessionWhen(session)}</Typography>
      </Stack>
    </DialogShell>
  );
}
