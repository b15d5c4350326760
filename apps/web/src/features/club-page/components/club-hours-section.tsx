import { Box } from '@mui/material';
import { visuallyHidden } from '../../../components/club-busy/busy-level-text';
import { clubTodayIso } from '@gym/contracts/club-days';
import { CLOSURES_SHOWN_DAYS, type ClubHours } from '@gym/contracts/club-hours';
import { UpcomingClosures } from '../../../components/club-hours/upcoming-closures';
import { dayHoursText } from '../../../lib/club-hours-text';
import { useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { clubPageText } from '../i18n';
import { ClubSection } from './club-section';

/** Monday first, as a gym's week reads ('Mon–Fri'); the contract counts from Sunday (0). */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'Monday' for 1 ('lunes'): 2000-01-02 was a Sunday. */
const weekdayName = (day: number) =>
  dateFormat({ timeZone: 'UTC', weekday: 'long' }).format(new Date(Date.UTC(2000, 0, 2 + day)));

const cell = { py: 0.75, px: 0, borderBottom: 1, borderColor: 'divider', textAlign: 'left' } as const;

/** The week's hours, today's row marked, and the closures and special hours of the coming weeks. */
export function ClubHoursSection({ hours }: { hours: ClubHours }) {
  const t = useText(clubPageText);
  const today = new Date(`${clubTodayIso(new Date(), hours.timeZone)}T00:00:00Z`).getUTCDay();
  return (
    <ClubSection title={t('club-page.hours.heading')}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 2 }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('club-page.hours.week')}
        </Box>
        <tbody>
          {WEEK_FROM_MONDAY.map((day) => {
            const isToday = day === today;
            return (
              <Box
                component="tr"
                key={day}
                aria-current={isToday ? 'date' : undefined}
                sx={{ fontWeight: isToday ? 700 : 400 }}
              >
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 'inherit' }}>
                  {weekdayName(day)}
                  {isToday && (
                    <Box component="span" sx={{ ml: 1, color: 'primary.main' }}>
                      {t('club-page.hours.today')}
                    </Box>
                  )}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
                  {dayHoursText(hours.weekly[day] ?? null)}
                </Box>
              </Box>
            );
          })}
        </tbody>
      </Box>
      <UpcomingClosures hours={hours} days={CLOSURES_SHOWN_DAYS} />
    </ClubSection>
  );
}
