import { Typography } from '@mui/material';
import type { ClubBusy } from '@gym/contracts/club-busy';
import type { ClubHours } from '@gym/contracts/club-hours';
import { BusyMeter } from '../../../components/club-busy/busy-meter';
import { UsualHoursStrip } from '../../../components/club-busy/usual-hours-strip';
import { useText } from '../../../lib/i18n/catalog';
import { clubPageText } from '../i18n';
import { ClubSection } from './club-section';

/**
 * How busy the club is now and today's usual hour by hour, the hour now marked (the shared meter the member's home
 * shows too); while the club is closed, that it is, and the day's usual without a 'now'.
 */
export function ClubBusySection({ busy, hours }: { busy: ClubBusy; hours: ClubHours }) {
  const t = useText(clubPageText);
  return (
    <ClubSection title={t('club-page.busy.heading')}>
      {hours.now.open ? (
        <BusyMeter busy={busy} timeZone={hours.timeZone} />
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }}>{t('club-page.busy.closed')}</Typography>
          <UsualHoursStrip usual={busy.usual} currentHour={null} />
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('club-page.busy.estimate')}
      </Typography>
    </ClubSection>
  );
}
