import { FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { HOURS_MESSAGES, closureBodySchema } from '@gym/contracts/club-hours';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useAddClosure } from '../api/add-closure';
import { staffClubText } from '../i18n';
import { checkDay } from './time-of-day';
import { TimeSpanFields } from './time-span-fields';

type Kind = 'closed' | 'hours';

interface AddClosureDialogProps {
  clubId: string;
  /** Today on the club's clock (YYYY-MM-DD), the earliest day offered. */
  today: string;
  onClose: () => void;
}

/** A day closed all day, or its special hours, with the reason members read. The server's refusal stays in place. */
export function AddClosureDialog({ clubId, today, onClose }: AddClosureDialogProps) {
  const t = useText(staffClubText);
  const shared = useSharedText();
  const add = useAddClosure(clubId);
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<Kind>('closed');
  const [span, setSpan] = useState({ opens: '06:00', closes: '16:00' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ date?: string; hours?: string; reason?: string }>({});

  const submit = () => {
    const check = kind === 'closed' ? { hours: null } : checkDay({ mode: 'hours', ...span });
    const spanError =
      'error' in check
        ? check.error === 'missingTime'
          ? t('staff-club.hours.missingTime')
          : shared(HOURS_MESSAGES.closesAfterOpens)
        : undefined;
    const parsed = closureBodySchema.safeParse({ date, hours: 'hours' in check ? check.hours : null, reason });
    const fieldError = (field: string) => {
      const issue = parsed.error?.issues.find((entry) => entry.path[0] === field);
      return issue ? shared(issue.message) : undefined;
    };
    const found = {
      date: date === '' ? t('staff-club.closures.dateRequired') : fieldError('date'),
      hours: spanError,
      reason: fieldError('reason'),
    };
    setErrors(found);
    if (!parsed.success || spanError) return;
    add.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <DialogShell
      open
      title={t('staff-club.closures.addTitle')}
      description={t('staff-club.closures.addText')}
      error={add.isError ? add.error.message : null}
      busy={add.isPending}
      confirmLabel={t('staff-club.closures.addConfirm')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          type="date"
          label={t('staff-club.closures.date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          required
          error={Boolean(errors.date)}
          helperText={errors.date}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <RadioGroup
          aria-label={t('staff-club.closures.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
        >
          <FormControlLabel value="closed" control={<Radio />} label={t('staff-club.closures.closedAllDay')} />
          <FormControlLabel value="hours" control={<Radio />} label={t('staff-club.closures.specialHours')} />
        </RadioGroup>
        {kind === 'hours' && (
          <TimeSpanFields
            opens={span.opens}
            closes={span.closes}
            onChange={setSpan}
            opensLabel={t('staff-club.hours.opens')}
            closesLabel={t('staff-club.hours.closes')}
            error={errors.hours}
          />
        )}
        <TextField
          label={t('staff-club.closures.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? t('staff-club.closures.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Stack>
    </DialogShell>
  );
}
