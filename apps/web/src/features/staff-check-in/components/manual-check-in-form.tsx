import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Button, Collapse, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { SCAN_CODE_MAX_LENGTH, VISIT_MESSAGES } from '@gym/contracts/visits';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { staffCheckInText } from '../i18n';

interface ManualCheckInFormProps {
  pending: boolean;
  /** Checks the member in by what was typed; the form closes once it has been sent. */
  onCheckIn: (memberNumber: string) => Promise<void>;
}

/**
 * "Type member number": for a member whose phone cannot show the code. Kept apart from the scan field and closed
 * by default, so a scanner never sends a number as typed: the static number checks in only when staff choose to
 * type it, and the visit is recorded (and audited) as manual (docs/decisions/0036).
 */
export function ManualCheckInForm({ pending, onCheckIn }: ManualCheckInFormProps) {
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();
  const t = useText(staffCheckInText);
  const shared = useSharedText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = number.trim();
    if (!typed) {
      setError(VISIT_MESSAGES.memberNumberRequired);
      return;
    }
    if (pending) return;
    setNumber('');
    setOpen(false);
    await onCheckIn(typed);
  };

  return (
    <Stack spacing={1.5}>
      <Button
        variant="text"
        startIcon={<KeyboardIcon />}
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={formId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('staff-check-in.manual.open')}
      </Button>
      <Collapse in={open} id={formId} unmountOnExit>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('staff-check-in.manual.label')}>
          <Typography variant="body2">{t('staff-check-in.manual.intro')}</Typography>
          <TextField
            label={t('staff-check-in.manual.memberNumber')}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setError(undefined);
            }}
            autoFocus
            autoComplete="off"
            error={Boolean(error)}
            helperText={error ? shared(error) : t('staff-check-in.manual.example')}
            slotProps={{ htmlInput: { maxLength: SCAN_CODE_MAX_LENGTH, spellCheck: false, inputMode: 'text' } }}
          />
          <Button type="submit" variant="outlined" loading={pending} sx={{ alignSelf: 'flex-start' }}>
            {t('staff-check-in.manual.submit')}
          </Button>
        </Stack>
      </Collapse>
    </Stack>
  );
}
