import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import {
  PERSONAL_TRAINING_MESSAGES,
  SESSION_LENGTHS,
  SESSION_MODES,
  type SessionLength,
  type SessionMode,
  type TrainingSession,
} from '@gym/contracts/personal-training';
import type { ClubTraining } from '@gym/contracts/staff-training';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useBookForMember } from '../api/book-session';
import { staffTrainingText } from '../i18n';
import { modeTextId, personName } from '../lib/session-words';
import { SlotPicker } from './slot-picker';

interface BookSessionDialogProps {
  training: ClubTraining;
  /** The trainer shown in the calendar, if one is: chosen first. */
  trainerId: string | null;
  onClose: () => void;
  onDone: (session: TrainingSession) => void;
}

/**
 * "Book for a member": their member number, a trainer of the club, the length, in person or by video, and one of
 * the trainer's free starts. The session comes from one of the member's packs at the club, as their own booking
 * would; the server's refusal (no such member, no session left, the time taken) stays in the dialog.
 */
export function BookSessionDialog({ training, trainerId, onClose, onDone }: BookSessionDialogProps) {
  const t = useText(staffTrainingText);
  const shared = useSharedText();
  const lengthLabelId = useId();
  const modeLabelId = useId();
  const book = useBookForMember(training.clubId);
  const [memberNumber, setMemberNumber] = useState('');
  const [trainer, setTrainer] = useState(trainerId ?? training.trainers[0]?.id ?? '');
  const [minutes, setMinutes] = useState<SessionLength>(60);
  const [mode, setMode] = useState<SessionMode>('inPerson');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, string>>({});

  const submit = () => {
    const errors: Record<string, string> = {};
    if (!/^\d{1,12}$/.test(memberNumber.trim()) || Number(memberNumber) === 0) {
      errors.memberNumber = t('staff-training.book.memberNumberInvalid');
    }
    if (trainer === '') errors.trainer = t('staff-training.book.chooseTrainer');
    if (startsAt === null) errors.startsAt = t('staff-training.book.chooseTime');
    setInvalid(errors);
    if (Object.keys(errors).length > 0 || startsAt === null) return;
    book.mutate(
      { memberNumber: Number(memberNumber.trim()), trainerId: trainer, startsAt, minutes, mode },
      { onSuccess: (answer) => onDone(answer) },
    );
  };
  // The member's pack is theirs to buy: the server's words are the member's, the staff's are these.
  const failure =
    book.error?.message === shared(PERSONAL_TRAINING_MESSAGES.noPack)
      ? t('staff-training.book.noPack')
      : book.error?.message;

  return (
    <DialogShell
      title={t('staff-training.book.title')}
      description={t('staff-training.book.text')}
      error={book.isError ? failure : null}
      busy={book.isPending}
      confirmLabel={t('staff-training.book.confirm')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('staff-training.book.memberNumber')}
          value={memberNumber}
          onChange={(event) => setMemberNumber(event.target.value)}
          required
          autoComplete="off"
          error={invalid.memberNumber !== undefined}
          helperText={invalid.memberNumber}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        <TextField
          select
          required
          label={t('staff-training.book.trainer')}
          value={trainer}
          onChange={(event) => {
            setTrainer(event.target.value);
            setStartsAt(null);
          }}
          error={invalid.trainer !== undefined}
          helperText={invalid.trainer}
        >
          {training.trainers.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {personName(entry)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id={lengthLabelId}>{t('staff-training.book.length')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={lengthLabelId}
            value={String(minutes)}
            onChange={(event) => {
              setMinutes(Number(event.target.value) as SessionLength);
              setStartsAt(null);
            }}
          >
            {SESSION_LENGTHS.map((length) => (
              <FormControlLabel
                key={length}
                value={String(length)}
                control={<Radio />}
                label={t('staff-training.minutes', { minutes: length })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={modeLabelId}>{t('staff-training.book.mode')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={modeLabelId}
            value={mode}
            onChange={(event) => setMode(event.target.value as SessionMode)}
          >
            {SESSION_MODES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(modeTextId(value))} />
            ))}
          </RadioGroup>
        </FormControl>
        <SlotPicker
          trainerId={trainer === '' ? null : trainer}
          clubId={training.clubId}
          minutes={minutes}
          value={startsAt}
          onChange={setStartsAt}
          error={invalid.startsAt}
        />
      </Stack>
    </DialogShell>
  );
}
