import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Card, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { clubTodayIso } from '@gym/contracts/club-days';
import type { TimeOff } from '@gym/contracts/personal-training';
import { PageSpinner } from '../../../components/page-spinner';
import { BOOKINGS_TIME_ZONE } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { useAddTimeOff, useRemoveTimeOff, useTimeOff } from '../api/time-off';
import { trainingText } from '../i18n';
import { clubInstant } from '../lib/club-instant';
import { LoadError } from '../../../components/load-error';

/** The clubs' clock: time off is typed on it, as the hours are (every club keeps the chain's zone). */
const ZONE = BOOKINGS_TIME_ZONE;
const MOMENT = {
  timeZone: ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;

/** 'Mon, Mar 22, 9:00 AM – Wed, Mar 24, 6:00 PM' on the clubs' clock. */
function span(entry: TimeOff): string {
  return dateFormat(MOMENT).formatRange(new Date(entry.startsAt), new Date(entry.endsAt)).replace(/\s/g, ' ');
}

function AddTimeOff() {
  const t = useText(trainingText);
  const add = useAddTimeOff();
  const today = clubTodayIso(new Date(), ZONE);
  const [form, setForm] = useState({ fromDay: today, fromTime: '00:00', toDay: today, toTime: '23:30', note: '' });
  const [wrongOrder, setWrongOrder] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    if (!form.fromDay || !form.toDay || !form.fromTime || !form.toTime) return setWrongOrder(true);
    const startsAt = clubInstant(form.fromDay, form.fromTime, ZONE);
    const endsAt = clubInstant(form.toDay, form.toTime, ZONE);
    const order = endsAt <= startsAt;
    setWrongOrder(order);
    if (order) return;
    add.mutate(
      { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), note: form.note.trim() || undefined },
      { onSuccess: () => set({ note: '' }) },
    );
  };

  const dateProps = { inputLabel: { shrink: true } } as const;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('training.timeOff.add')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ flex: 1 }}>
          <TextField
            type="date"
            label={t('training.timeOff.fromDay')}
            value={form.fromDay}
            onChange={(e) => set({ fromDay: e.target.value })}
            slotProps={dateProps}
            sx={{ flex: 3 }}
          />
          <TextField
            type="time"
            label={t('training.timeOff.fromTime')}
            value={form.fromTime}
            onChange={(e) => set({ fromTime: e.target.value })}
            slotProps={dateProps}
            sx={{ flex: 2 }}
          />
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ flex: 1 }}>
          <TextField
            type="date"
            label={t('training.timeOff.toDay')}
            value={form.toDay}
            onChange={(e) => set({ toDay: e.target.value })}
            error={wrongOrder}
            helperText={wrongOrder ? t('training.timeOff.order') : undefined}
            slotProps={dateProps}
            sx={{ flex: 3 }}
          />
          <TextField
            type="time"
            label={t('training.timeOff.toTime')}
            value={form.toTime}
            onChange={(e) => set({ toTime: e.target.value })}
            slotProps={dateProps}
            sx={{ flex: 2 }}
          />
        </Stack>
      </Stack>
      <TextField
        label={t('training.timeOff.note')}
        value={form.note}
        onChange={(e) => set({ note: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      {add.isError && (
        <Alert severity="error" variant="outlined">
          {add.error.message}
        </Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t('training.timeOff.add')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The trainer's time off to come, each removable, and a form to add one (no slot is offered in it). */
export function TimeOffSection() {
  const t = useText(trainingText);
  const timeOff = useTimeOff();
  const remove = useRemoveTimeOff();
  let list;
  if (timeOff.isError) {
    list = <LoadError text={t('training.timeOff.loadError')} onRetry={() => void timeOff.refetch()} />;
  } else if (!timeOff.data) {
    list = <PageSpinner label={t('training.timeOff.loading')} />;
  } else if (timeOff.data.length === 0) {
    list = <Typography>{t('training.timeOff.none')}</Typography>;
  } else {
    list = (
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {timeOff.data.map((entry) => (
          <Card
            component="li"
            key={entry.id}
            variant="outlined"
            data-testid="time-off"
            sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'background.paper' }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{span(entry)}</Typography>
              {entry.note && <Typography color="text.secondary">{entry.note}</Typography>}
            </Stack>
            <IconButton
              aria-label={t('training.timeOff.remove', { span: span(entry) })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(entry.id)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('training.timeOff.intro')}</Typography>
      {list}
      {remove.isError && (
        <Alert severity="error" variant="outlined">
          {remove.error.message}
        </Alert>
      )}
      <AddTimeOff />
    </Stack>
  );
}
