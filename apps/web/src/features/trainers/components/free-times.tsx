import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TrainerSlots } from '@gym/contracts/personal-training';
import { clubTodayIso } from '@gym/contracts/club-days';
import { DayStrip } from '../../../components/day-strip';
import { clubTime } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { longDate } from '../../../lib/schedule-days';
import { trainersText } from '../i18n';

interface FreeTimesProps {
  slots: TrainerSlots;
  /** The day asked for in the address, if any. */
  day: string | null;
  onDay: (day: string) => void;
  /** A member's tap on a time; a visitor's goes to sign in, and another account's does nothing. */
  onPick?: (startsAt: string) => void;
  signIn: boolean;
}

/**
 * The trainer's free starts by club day: a strip of the days that have any, then the chosen day's times on the
 * club's clock, each a button.
 */
export function FreeTimes({ slots, day, onDay, onPick, signIn }: FreeTimesProps) {
  const t = useText(trainersText);
  const location = useLocation();
  const headingId = useId();
  const days = slots.days.filter((entry) => entry.starts.length > 0);
  if (days.length === 0) {
    return (
      <Card variant="outlined" sx={{ p: 2, bgcolor: 'background.paper' }}>
        <Typography>{t('trainers.slots.none')}</Typography>
      </Card>
    );
  }
  const today = clubTodayIso(new Date(), slots.timeZone);
  const shown = days.find((entry) => entry.day === day) ?? days[0]!;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Stack spacing={2}>
      <DayStrip days={days.map((entry) => entry.day)} today={today} selected={shown.day} onSelect={onDay} />
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h3" sx={{ mb: 1.5 }}>
          {longDate(shown.day)}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
            gap: 1,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {shown.starts.map((startsAt) => (
            <li key={startsAt}>
              {signIn ? (
                <Button component={RouterLink} to={`/login?next=${next}`} variant="outlined" fullWidth>
                  {clubTime(startsAt, slots.timeZone)}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  fullWidth
                  disabled={!onPick}
                  onClick={() => onPick?.(startsAt)}
                  data-starts-at={startsAt}
                  sx={{ bgcolor: 'background.paper' }}
                >
                  {clubTime(startsAt, slots.timeZone)}
                </Button>
              )}
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
