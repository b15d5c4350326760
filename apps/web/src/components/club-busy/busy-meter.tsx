import { Box, Stack, Typography } from '@mui/material';
import { BUSY_LEVELS, type BusyLevel, type ClubBusy } from '@gym/contracts/club-busy';
import { clubHourOf } from '../../lib/club-hours-text';
import { useText } from '../../lib/i18n/catalog';
import { numberFormat } from '../../lib/i18n/intl';
import { componentsText } from '../i18n';
import { COMPARISON_TEXT, LEVEL_SEGMENTS, LEVEL_TEXT } from './busy-level-text';
import { UsualHoursStrip } from './usual-hours-strip';

const SEGMENT_COLOR: Record<BusyLevel, string> = {
  quiet: 'primary.main',
  notBusy: 'primary.main',
  busy: 'secondary.main',
  veryBusy: 'error.main',
};

export interface BusyMeterProps {
  /** How busy the club is, as GET /clubs/busy/:clubId or the 'club busy' event sends it. */
  busy: ClubBusy;
  /** The club's IANA zone, to mark the hour now on the club's clock. */
  timeZone: string;
  /** The figures change while the page is open: a screen reader is told the new level (aria-live). */
  live?: boolean;
}

/**
 * How busy a club is now: a four-step meter with the level in words ('Busy'), about how many people against the
 * club's capacity (only from 5 people: the server sends no smaller count), how that compares with the usual for
 * this hour, and today's usual hour by hour.
 */
export function BusyMeter({ busy, timeZone, live = false }: BusyMeterProps) {
  const t = useText(componentsText);
  const filled = LEVEL_SEGMENTS[busy.level];
  return (
    <Stack spacing={1.5}>
      <Box aria-live={live ? 'polite' : undefined} aria-atomic data-testid="busy-now">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box aria-hidden sx={{ display: 'flex', gap: '3px', flexShrink: 0 }}>
            {BUSY_LEVELS.map((level, index) => (
              <Box
                key={level}
                sx={{
                  width: 14,
                  height: 8 + index * 4,
                  alignSelf: 'flex-end',
                  borderRadius: '2px',
                  bgcolor: index < filled ? SEGMENT_COLOR[busy.level] : 'divider',
                }}
              />
            ))}
          </Box>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem' }} data-testid="busy-level">
            {t(LEVEL_TEXT[busy.level])}
          </Typography>
        </Box>
        {busy.people !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="busy-people">
            {t('components.busy.people', {
              count: numberFormat().format(busy.people),
              percent: numberFormat({ style: 'percent' }).format(busy.percent / 100),
            })}
          </Typography>
        )}
        {busy.comparedWithUsual !== null && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="busy-compared">
            {t(COMPARISON_TEXT[busy.comparedWithUsual])}
          </Typography>
        )}
      </Box>
      <UsualHoursStrip usual={busy.usual} currentHour={clubHourOf(new Date(busy.at), timeZone)} />
    </Stack>
  );
}
