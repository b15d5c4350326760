import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import {
  type StaffSchedule,
  type StaffSeries,
  newSeriesBodySchema,
  seriesChangeBodySchema,
} from '@gym/contracts/staff-schedule';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useAddSeries, useChangeSeries } from '../api/save-series';
import { staffScheduleText } from '../i18n';
import { WeekdayPicker } from './weekday-picker';

interface SeriesDialogProps {
  schedule: StaffSchedule;
  /** The series to change; null adds one to the schedule's club. */
  series: StaffSeries | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * A weekly class: its class (when added), room, trainer, weekdays, time on the club's clock, first and last day,
 * capacity and popularity; a change says why (its members read it). The server's refusal stays in the dialog.
 */
export function SeriesDialog({ schedule, series, onClose, onDone }: SeriesDialogProps) {
  const t = useText(staffScheduleText);
  const shared = useSharedText();
  const add = useAddSeries();
  const change = useChangeSeries(series?.id ?? '');
  const save = series ? change : add;
  const [draft, setDraft] = useState({
    classTypeId: series?.classTypeId ?? '',
    roomId: series?.room.id ?? '',
    trainerId: series?.trainer.id ?? '',
    weekdays: series?.weekdays ?? [],
    startTime: series?.startTime ?? '',
    startsOn: series?.startsOn ?? schedule.today,
    endsOn: series?.endsOn ?? '',
    capacity: String(series?.capacity ?? ''),
    popular: series?.popular ?? false,
    reason: '',
  });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const set = (field: keyof typeof draft) => (value: unknown) => setDraft((was) => ({ ...was, [field]: value }));
  const className = schedule.classTypes.find((type) => type.id === draft.classTypeId)?.name ?? '';

  const refuse = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const choose = t('staff-schedule.seriesForm.choose');
    const messageOf = (name: string, message: string) =>
      ['classTypeId', 'roomId', 'trainerId'].includes(name) ? choose : shared(message);
    setInvalid(
      Object.fromEntries(issues.map(({ path, message }) => [String(path[0]), messageOf(String(path[0]), message)])),
    );
  };
  const submit = () => {
    const fields = {
      ...draft,
      endsOn: draft.endsOn === '' ? null : draft.endsOn,
      capacity: draft.capacity.trim() === '' ? NaN : Number(draft.capacity),
    };
    const done = () => onDone(t(series ? 'staff-schedule.seriesForm.saved' : 'staff-schedule.seriesForm.added'));
    if (series) {
      const parsed = seriesChangeBodySchema.safeParse(fields);
      if (!parsed.success) return refuse(parsed.error.issues);
      setInvalid({});
      change.mutate(parsed.data, { onSuccess: done });
    } else {
      const parsed = newSeriesBodySchema.safeParse({ ...fields, clubId: schedule.clubId });
      if (!parsed.success) return refuse(parsed.error.issues);
      setInvalid({});
      add.mutate(parsed.data, { onSuccess: done });
    }
  };
  const field = (name: keyof typeof draft, label: string) => ({
    label,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    error: invalid[name] !== undefined,
    helperText: invalid[name],
    fullWidth: true,
  });
  const dateField = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <DialogShell
      title={
        series ? t('staff-schedule.seriesForm.editTitle', { name: className }) : t('staff-schedule.seriesForm.addTitle')
      }
      description={t(series ? 'staff-schedule.seriesForm.editText' : 'staff-schedule.seriesForm.addText')}
      error={save.isError ? save.error.message : null}
      busy={save.isPending}
      confirmLabel={t('staff-schedule.seriesForm.save')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!series && (
          <TextField select required {...field('classTypeId', t('staff-schedule.seriesForm.type'))}>
            {schedule.classTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select required {...field('roomId', t('staff-schedule.seriesForm.room'))}>
            {schedule.rooms.map((room) => (
              <MenuItem key={room.id} value={room.id}>
                {t('staff-schedule.seriesForm.roomOption', { room: room.name, capacity: room.capacity })}
              </MenuItem>
            ))}
          </TextField>
          <TextField select required {...field('trainerId', t('staff-schedule.seriesForm.trainer'))}>
            {schedule.trainers.map((trainer) => (
              <MenuItem key={trainer.id} value={trainer.id}>
                {trainer.firstName} {trainer.lastName}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <WeekdayPicker
          label={t('staff-schedule.seriesForm.weekdays')}
          value={draft.weekdays}
          onChange={set('weekdays')}
          error={invalid.weekdays}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="time"
            required
            slotProps={dateField.slotProps}
            {...field('startTime', t('staff-schedule.seriesForm.time'))}
          />
          <TextField
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            {...field('capacity', t('staff-schedule.seriesForm.capacity'))}
            helperText={invalid.capacity ?? t('staff-schedule.seriesForm.capacityHelp')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {!series && (
            <TextField required {...dateField} {...field('startsOn', t('staff-schedule.seriesForm.startsOn'))} />
          )}
          <TextField
            {...dateField}
            {...field('endsOn', t('staff-schedule.seriesForm.endsOn'))}
            helperText={invalid.endsOn ?? t('staff-schedule.seriesForm.endsOnHelp')}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={draft.popular} onChange={(event) => set('popular')(event.target.checked)} />}
          label={t('staff-schedule.seriesForm.popular')}
        />
        {series && (
          <TextField
            required
            {...field('reason', t('staff-schedule.seriesForm.reason'))}
            helperText={invalid.reason ?? t('staff-schedule.seriesForm.reasonHelp')}
          />
        )}
      </Stack>
    </DialogShell>
  );
}
