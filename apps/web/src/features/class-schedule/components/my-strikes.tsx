import { Stack, Typography } from '@mui/material';
import type { Strike } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import { clubDate } from '../../../lib/club-clock';
import { classScheduleText } from '../i18n';
import { STRIKE_RULE } from '../lib/cancel-consequence';

/** The member's strikes of the last 30 days, latest first, and the rule they count towards. */
export function MyStrikes({ strikes, timeZone }: { strikes: readonly Strike[]; timeZone: string }) {
  const t = useText(classScheduleText);
  return (
    <Stack spacing={1}>
      <Typography>
        {t('class-schedule.mine.strikesCount', { count: strikes.length, days: STRIKE_RULE.days })}{' '}
        {t('class-schedule.mine.strikesRule', STRIKE_RULE)}
      </Typography>
      {strikes.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {strikes.map((strike) => (
            <li key={`${strike.at}-${strike.kind}`}>
              {t('class-schedule.mine.strike', {
                kind: t(strike.kind === 'noShow' ? 'class-schedule.past.noShow' : 'class-schedule.past.lateCancel'),
                name: strike.className,
                date: clubDate(strike.at, timeZone),
              })}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
