import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import type { ClubHours } from '@gym/contracts/club-hours';
import { dayHoursText } from '../../lib/club-hours-text';
import { useText } from '../../lib/i18n/catalog';
import { dateFormat } from '../../lib/i18n/intl';
import { componentsText } from '../i18n';

const DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' };

export interface UpcomingClosuresProps {
  /** The club's hours as GET /clubs/hours answers them; `closures` and `timeZone` are read. */
  hours: Pick<ClubHours, 'closures' | 'timeZone'>;
  /** How many days ahead, from today on the club's clock (two weeks unless told). */
  days?: number;
}

/**
 * The closures and special hours of the coming days ('Thursday, November 26: Closed (Thanksgiving)'), under a small
 * heading; nothing at all when there are none.
 */
export function UpcomingClosures({ hours, days = 14 }: UpcomingClosuresProps) {
  const t = useText(componentsText);
  const headingId = useId();
  const today = clubTodayIso(new Date(), hours.timeZone);
  const last = addDays(today, days);
  const shown = hours.closures.filter((closure) => closure.date >= today && closure.date <= last);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 700 }}>
        {t('components.clubHours.closures')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((closure) => (
          <Typography component="li" variant="body2" key={closure.id}>
            {t('components.clubHours.closure', {
              day: dateFormat(DAY).format(new Date(`${closure.date}T00:00:00Z`)),
              hours: dayHoursText(closure.hours),
              reason: closure.reason,
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
