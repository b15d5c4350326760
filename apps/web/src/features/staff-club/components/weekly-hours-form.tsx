import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { HOURS_MESSAGES, WEEKDAYS, type WeeklyHours } from '@gym/contracts/club-hours';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useUpdateHours } from '../api/update-hours';
import { staffClubText } from '../i18n';
import { type DayDraft, type DayMode, checkDay, draftOf, weekdayName } from './time-of-day';
import { TimeSpanFields } from './time-span-fields';

const MODE_TEXT = {
  closed: 'staff-club.hours.closed',
  allDay: 'staff-club.hours.allDay',
  hours: 'staff-club.hours.span',
} as const satisfies Record<DayMode, string>;

/**
 * The club's week, Sunday first: each day closed, open 24 hours, or from a time to a time, saved together. A day
 * that cannot be saved says why beside it; a refusal of the server is shown in its words.
 */
export function WeeklyHoursForm({ clubId, weekly }: { clubId: string; weekly: WeeklyHours }) {
  const t = useText(staffClubText);
  const shared = useSharedText();
  const update = useUpdateHours(clubId);
  const [drafts, setDrafts] = useState<DayDraft[]>(() => weekly.map(draftOf));
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const checks = drafts.map(checkDay);

  const change = (day: number, draft: DayDraft) => {
    setSaved(false);
    setDrafts((current) => current.map((entry, index) => (index === day ? draft : entry)));
  };

  const save = () => {
    setChecked(true);
    setSaved(false);
    const week = checks.map((check) => ('hours' in check ? check.hours : undefined));
    if (week.some((hours) => hours === undefined)) return;
    update.mutate({ weekly: week as WeeklyHours }, { onSuccess: () => setSaved(true) });
  };

  const errorOf = (day: number) => {
    const check = checks[day];
    if (!checked || !check || !('error' in check)) return null;
    return check.error === 'missingTime' ? t('staff-club.hours.missingTime') : shared(HOURS_MESSAGES.closesAfterOpens);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="club-hours-heading" sx={{ p: 2 }}>
      <Typography id="club-hours-heading" variant="h2" gutterBottom>
        {t('staff-club.hours.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('staff-club.hours.intro')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={0}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {WEEKDAYS.map((day) => {
          const draft = drafts[day]!;
          const name = weekdayName(day);
          return (
            <Box
              key={day}
              role="group"
              aria-label={name}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '120px 190px 1fr' },
                gap: 1.5,
                alignItems: 'start',
                py: 1.5,
                borderTop: day === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 700, pt: { md: 1 } }}>{name}</Typography>
              <TextField
                select
                size="small"
                label={t('staff-club.hours.dayMode')}
                value={draft.mode}
                onChange={(event) => change(day, { ...draft, mode: event.target.value as DayMode })}
                disabled={update.isPending}
              >
                {(Object.keys(MODE_TEXT) as DayMode[]).map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {t(MODE_TEXT[mode])}
                  </MenuItem>
                ))}
              </TextField>
              {draft.mode === 'hours' && (
                <TimeSpanFields
                  opens={draft.opens}
                  closes={draft.closes}
                  onChange={(span) => change(day, { ...draft, ...span })}
                  opensLabel={t('staff-club.hours.opens')}
                  closesLabel={t('staff-club.hours.closes')}
                  error={errorOf(day)}
                  disabled={update.isPending}
                />
              )}
            </Box>
          );
        })}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {update.error.message}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {t('staff-club.hours.saved')}
          </Alert>
        )}
        <Box sx={{ pt: 2 }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('staff-club.hours.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
