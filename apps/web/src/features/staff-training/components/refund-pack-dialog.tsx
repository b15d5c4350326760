import { Alert, TextField } from '@mui/material';
import { useState } from 'react';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { type PackRefund, packRefundBodySchema } from '@gym/contracts/staff-training';
import { DialogShell } from '../../../components/dialog-shell';
import { clubDate } from '../../../lib/club-clock';
import { formatMoneyCents } from '../../../lib/i18n/intl';
import { useText } from '../../../lib/i18n/catalog';
import { useRefundPack, useRefundablePack } from '../api/refund-pack';
import { staffTrainingText } from '../i18n';
import { personName } from '../lib/session-words';

/** How many sessions one refund may give back (contracts' bound). */
export const MAX_REFUND_SESSIONS = 10;
const REASON_MAX = 200;

interface RefundPackDialogProps {
  /** The session whose pack is refunded: its member and day name the pack. */
  session: TrainingSession;
  onClose: () => void;
  /** The server's answer: succeeded, pending with the provider, or refused (the sessions are then back in the pack). */
  onDone: (refund: PackRefund) => void;
}

/**
 * "Refund unused sessions" of the pack a session came from: how many and why, with the pack's unused sessions and
 * the amount for that many stated before confirming (the server's figures: the pack's price for them), refunded by
 * the provider to the card that paid; the page says what it answered. One idempotency key for the dialog: a double
 * click or a retry after a timeout refunds once.
 */
export function RefundPackDialog({ session, onClose, onDone }: RefundPackDialogProps) {
  const t = useText(staffTrainingText);
  const [requestKey] = useState(() => crypto.randomUUID());
  const refund = useRefundPack(session.packId, requestKey);
  const pack = useRefundablePack(session.packId);
  const [sessions, setSessions] = useState('1');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<{ sessions?: string; reason?: string }>({});
  const count = /^\d+$/.test(sessions.trim()) ? Number(sessions.trim()) : null;
  const refundable = pack.data?.refundCents ?? [];
  const amountCents = count !== null && count > 0 ? refundable[count - 1] : undefined;

  const submit = () => {
    const parsed = packRefundBodySchema.safeParse({ sessions: count ?? NaN, reason });
    const errors: typeof invalid = {};
    if (pack.data && amountCents === undefined) {
      errors.sessions = t('staff-training.refund.sessionsUnused', { left: refundable.length });
    }
    for (const issue of parsed.error?.issues ?? []) {
      if (issue.path[0] === 'sessions') {
        errors.sessions = t('staff-training.refund.sessionsRange', { max: MAX_REFUND_SESSIONS });
      } else {
        errors.reason = t('staff-training.refund.reasonNeeded');
      }
    }
    setInvalid(errors);
    if (parsed.success && errors.sessions === undefined)
      refund.mutate(parsed.data, { onSuccess: (answer) => onDone(answer) });
  };

  return (
    <DialogShell
      title={t('staff-training.refund.title')}
      description={t('staff-training.refund.text', {
        member: personName(session.member),
        day: clubDate(session.startsAt, session.timeZone),
        trainer: personName(session.trainer),
      })}
      error={refund.isError ? refund.error.message : null}
      busy={refund.isPending}
      confirmDisabled={!pack.data || refundable.length === 0}
      busyLabel={t('staff-training.refund.busy')}
      confirmLabel={t('staff-training.refund.confirm')}
      danger
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <TextField
        label={t('staff-training.refund.sessions')}
        value={sessions}
        onChange={(event) => setSessions(event.target.value)}
        required
        autoComplete="off"
        error={invalid.sessions !== undefined}
        helperText={invalid.sessions ?? t('staff-training.refund.sessionsHelp', { max: MAX_REFUND_SESSIONS })}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <TextField
        label={t('staff-training.refund.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
        error={invalid.reason !== undefined}
        helperText={invalid.reason ?? t('staff-training.refund.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Alert severity="info" variant="outlined" data-testid="refund-amount">
        {!pack.data
          ? t('staff-training.refund.loading')
          : refundable.length === 0
            ? t('staff-training.refund.nothing')
            : amountCents === undefined
              ? t('staff-training.refund.unused', { left: refundable.length, size: pack.data.sessions })
              : t('staff-training.refund.amountOf', {
                  left: refundable.length,
                  size: pack.data.sessions,
                  sessions: count ?? 1,
                  amount: formatMoneyCents(amountCents),
                })}
      </Alert>
    </DialogShell>
  );
}
