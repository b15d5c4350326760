import { Alert } from '@mui/material';
import { BOOKING_MESSAGES, BOOKING_RULES, BOOKING_TEMPLATES } from '@gym/contracts/class-bookings';
import { sharedText } from '../../../lib/i18n/catalog';
import { currentLocale, useLocale } from '../../../lib/i18n/i18n';
import { clubMoment } from '../../../lib/club-clock';

/**
 * Why booking is barred and until when, in the server's own sentence (contracts' template, translated with the same
 * values): the rule's count of strikes, which is what barred it.
 */
export function BarNotice({ until, timeZone }: { until: string; timeZone: string }) {
  useLocale();
  const when = clubMoment(until, timeZone);
  const strikes = BOOKING_RULES.strikesToBar;
  const text =
    currentLocale() === 'en'
      ? BOOKING_MESSAGES.barred(when, strikes)
      : sharedText(BOOKING_TEMPLATES.barred, { until: when, strikes });
  return (
    <Alert severity="warning" variant="outlined">
      {text}
    </Alert>
  );
}
