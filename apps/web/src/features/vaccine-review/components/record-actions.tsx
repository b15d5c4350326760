import { Button, Stack } from '@mui/material';
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { useText } from '../../../lib/i18n/catalog';
import { vaccineReviewText } from '../i18n';

export interface RecordActionsProps {
  record: VaccineRecord;
  busy: boolean;
  onView: (record: VaccineRecord) => void;
  onConfirm: (record: VaccineRecord) => void;
  onReject: (record: VaccineRecord) => void;
  /** On a phone card: the file across the card, Confirm and Reject side by side under it. */
  compact?: boolean;
}

const COMPACT_GRID = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 1,
  '& > :first-of-type': { gridColumn: '1 / -1' },
};

/** View, confirm or reject one record; each button names the member, since a list holds many of them. */
export function RecordActions({ record, busy, onView, onConfirm, onReject, compact = false }: RecordActionsProps) {
  const t = useText(vaccineReviewText);
  const name = record.memberName;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={compact ? COMPACT_GRID : { flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => onView(record)}
        aria-label={t('vaccine-review.actions.viewOf', { name })}
      >
        {t('vaccine-review.actions.view')}
      </Button>
      <Button
        variant="contained"
        color="success"
        disabled={busy}
        onClick={() => onConfirm(record)}
        aria-label={t('vaccine-review.actions.confirmOf', { name })}
      >
        {t('vaccine-review.actions.confirm')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => onReject(record)}
        aria-label={t('vaccine-review.actions.rejectOf', { name })}
      >
        {t('vaccine-review.actions.reject')}
      </Button>
    </Stack>
  );
}
