import { Alert, Box, Typography } from '@mui/material';
import type { ClassBooking } from '@gym/contracts/class-bookings';
import { clubMoment } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { classScheduleText } from '../i18n';
import type { BookingOutcome } from '../lib/booking-outcome';
import { classWhen } from '../lib/class-when';

interface BookingNoticeProps {
  outcome: BookingOutcome;
  /** The clock the classes are read on. */
  timeZone: string;
  onClose: () => void;
}

/**
 * What the member's last action did, kept until the next one or closed: the place (or the place on the waitlist),
 * and every overlapping class the server cancelled for it (either/or waitlists), so the member is never left to
 * find a class gone from their list.
 */
export function BookingNotice({ outcome, timeZone, onClose }: BookingNoticeProps) {
  const t = useText(classScheduleText);
  const { booking } = outcome;
  const values = (entry: ClassBooking) => ({ name: entry.className, when: classWhen(entry.session, timeZone) });
  let text: string;
  switch (outcome.kind) {
    case 'booked':
      text = t('class-schedule.notice.booked', values(booking));
      break;
    case 'claimed':
      text = t('class-schedule.notice.claimed', values(booking));
      break;
    case 'requested':
      text = t('class-schedule.notice.requested', {
        ...values(booking),
        drawAt: clubMoment(booking.drawAt ?? booking.session.startsAt, timeZone),
      });
      break;
    case 'waitlisted':
      text = t('class-schedule.notice.waitlisted', {
        ...values(booking),
        position: booking.waitlistPosition ?? '–',
      });
      break;
    case 'cancelled':
      text = t(
        booking.lateCancel ? 'class-schedule.notice.cancelledLate' : 'class-schedule.notice.cancelled',
        values(booking),
      );
      break;
    case 'left':
      text = t('class-schedule.notice.left', values(booking));
      break;
  }
  const replaced = 'replaced' in outcome ? outcome.replaced : [];
  return (
    <Alert
      severity={replaced.length > 0 ? 'warning' : 'success'}
      variant="outlined"
      role="status"
      closeText={t('class-schedule.notice.close')}
      onClose={onClose}
    >
      <Typography>{text}</Typography>
      {replaced.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{t('class-schedule.notice.replaced', { count: replaced.length })}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {replaced.map((entry) => (
              <li key={entry.id}>{t('class-schedule.notice.replacedClass', values(entry))}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
