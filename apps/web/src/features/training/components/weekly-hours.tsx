import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Availability } from '@gym/contracts/personal-training';
import { type HoursStretch, TRAINER_MESSAGES } from '@gym/contracts/trainers';
import { clockTimeOf, minuteOfClockTime } from '@gym/contracts/staff-schedule';
import type { Club } from '@gym/contracts/clubs';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSetAvailability } from '../api/availability';
import { trainingText } from '../i18n';
import { WEEK_ORDER, weekdayName } from '../lib/weekdays';

interface Row {
  key: number;
  clubId: string;
  weekday: number;
  from: string;
  to: string;
}

/** Midnight at the end of a day is stored as 1440 and typed as 00:00. */
const toRow = (stretch: HoursStretch, key: number): Row => ({
  key,
  clubId: stretch.clubId,
  weekday: stretch.weekday,
  from: clockTimeOf(stretch.startMinute),
  to: clockTimeOf(stretch.endMinute),
});
const endMinute = (to: string) => minuteOfClockTime(to) || 24 * 60;
const weekOrder = (weekday: number) => WEEK_ORDER.indexOf(weekday as (typeof WEEK_ORDER)[number]);

/**
 * The trainer's weekly hours, a stretch a row (weekday, from, to, club on that club's clock), added and removed
 * freely and saved at once. The server refuses two stretches of one weekday that overlap, whatever the club.
 */
export function WeeklyHours({ availability, clubs }: { availability: Availability; clubs: readonly Club[] }) {
  const t = useText(trainingText);
  const shared = useSharedText();
  const save = useSetAvailability();
  const [rows, setRows] = useState<Row[]>(() =>
    [...availability.weekly]
      .sort((a, b) => weekOrder(a.weekday) - weekOrder(b.weekday) || a.startMinute - b.startMinute)
      .map(toRow),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const [saved, setSaved] = useState(false);
  const wrongOrder = new Set(
    rows.filter((row) => row.from && row.to && endMinute(row.to) <= minuteOfClockTime(row.from)).map((r) => r.key),
  );

  const change = (key: number, patch: Partial<Row>) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const add = () => {
    setSaved(false);
    const clubId = rows.at(-1)?.clubId ?? clubs[0]?.clubautomationclubidC ?? '';
    setRows((current) => [...current, { key: nextKey, clubId, weekday: 1, from: '09:00', to: '12:00' }]);
    setNextKey(nextKey + 1);
  };
  const submit = () => {
    if (wrongOrder.size > 0) return;
    save.mutate(
      {
        settings: availability.settings,
        weekly: rows.map((row) => ({
          clubId: row.clubId,
          weekday: row.weekday,
          startMinute: minuteOfClockTime(row.from),
          endMinute: endMinute(row.to),
        })),
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('training.hours.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography color="text.secondary">{t('training.hours.intro')}</Typography>
      {rows.length === 0 && <Typography>{t('training.hours.none')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((row, index) => (
          <Box
            component="li"
            key={row.key}
            aria-label={t('training.hours.row', { number: index + 1 })}
            data-testid="hours-row"
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: '160px 160px 160px minmax(160px, 1fr) auto' },
              p: { xs: 1.5, md: 0 },
              // Width only: a responsive `border` shorthand would reset the colour in its media query.
              borderStyle: 'solid',
              borderWidth: { xs: 1, md: 0 },
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: { xs: 'background.paper', md: 'transparent' },
            }}
          >
            <TextField
              select
              size="small"
              label={t('training.hours.weekday')}
              value={row.weekday}
              onChange={(event) => change(row.key, { weekday: Number(event.target.value) })}
            >
              {WEEK_ORDER.map((weekday) => (
                <MenuItem key={weekday} value={weekday}>
                  {weekdayName(weekday)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('training.hours.club')}
              value={clubs.some((club) => club.clubautomationclubidC === row.clubId) ? row.clubId : ''}
              onChange={(event) => change(row.key, { clubId: event.target.value })}
              sx={{ gridColumn: { xs: 2, md: 4 }, gridRow: 1 }}
            >
              {clubs.map((club) => (
                <MenuItem key={club.clubautomationclubidC} value={club.clubautomationclubidC}>
                  {club.displayName}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="time"
              size="small"
              label={t('training.hours.from')}
              value={row.from}
              onChange={(event) => change(row.key, { from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
              sx={{ gridColumn: { xs: 1, md: 2 }, gridRow: { xs: 2, md: 1 } }}
            />
            <TextField
              type="time"
              size="small"
              label={t('training.hours.to')}
              value={row.to}
              onChange={(event) => change(row.key, { to: event.target.value })}
              error={wrongOrder.has(row.key)}
              helperText={wrongOrder.has(row.key) ? shared(TRAINER_MESSAGES.hoursOrder) : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
              sx={{ gridColumn: { xs: 2, md: 3 }, gridRow: { xs: 2, md: 1 } }}
            />
            <Box
              sx={{
                gridColumn: { xs: '1 / -1', md: 5 },
                gridRow: { xs: 3, md: 1 },
                justifySelf: { xs: 'end', md: 'auto' },
              }}
            >
              <IconButton
                aria-label={t('training.hours.remove', {
                  weekday: weekdayName(row.weekday),
                  from: row.from,
                  to: row.to,
                })}
                onClick={() => {
                  setSaved(false);
                  setRows((current) => current.filter((entry) => entry.key !== row.key));
                }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          </Box>
        ))}
      </Stack>
      {save.isError && (
        <Alert severity="error" variant="outlined">
          {save.error.message}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" variant="outlined" role="status">
          {t('training.hours.saved')}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={add}>
          {t('training.hours.add')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('training.hours.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
