import { Alert, Button } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useMyClasses } from '../api/get-my-classes';
import { classScheduleText } from '../i18n';
import type { BookingOutcome } from '../lib/booking-outcome';
import { type Viewer, bookingState, bookingsBySession } from '../lib/booking-state';
import { BarNotice } from './bar-notice';
import { BookingAction } from './booking-action';
import type { ScheduledClass } from '../lib/schedule-filters';
import { BookingNotice } from './booking-notice';
import type { ClassBookingSlots } from './day-classes';

/**
 * Booking on the schedule: for a member, each class's action from their bookings (GET /classes/bookings, by
 * session) and the mark on their own; for a visitor, 'Sign in to book'; for staff, nothing. The outcome of the
 * member's last action shows on the card it was taken on, where they are looking, or above the day when that card
 * is not `shown` (the last place taken under 'Spots left'); `status` also says a bar on booking, or bookings that
 * did not load.
 */
export function useScheduleBooking(
  timeZone: string,
  shown: readonly ScheduledClass[],
): { slots?: ClassBookingSlots; status: ReactNode } {
  const t = useText(classScheduleText);
  const session = useSession();
  const viewer: Viewer = !session ? 'visitor' : session.user.role === 'member' ? 'member' : 'other';
  const mine = useMyClasses(viewer === 'member');
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const byClass = useMemo(() => bookingsBySession(mine.data?.upcoming ?? []), [mine.data]);

  const notice = outcome && <BookingNotice outcome={outcome} timeZone={timeZone} onClose={() => setOutcome(null)} />;
  const outcomeShown = outcome !== null && shown.some((entry) => entry.session.id === outcome.booking.session.id);
  const status = (
    <>
      {!outcomeShown && notice}
      {mine.data?.barredUntil && <BarNotice until={mine.data.barredUntil} timeZone={timeZone} />}
      {mine.isError && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void mine.refetch()}>
              {t('class-schedule.retry')}
            </Button>
          }
        >
          {t('class-schedule.booking.loadError')}
        </Alert>
      )}
    </>
  );
  // A member's actions wait for their bookings: Book is never offered on a class they hold.
  if (viewer === 'other' || (viewer === 'member' && !mine.data)) return { status };

  const now = new Date();
  const slots: ClassBookingSlots = {
    marked: (entry) => byClass.has(entry.session.id),
    notice: (entry) => (outcome?.booking.session.id === entry.session.id ? notice : null),
    action: (entry, nameId) => {
      const state = bookingState(entry.session, byClass.get(entry.session.id), viewer, now);
      if (state.kind === 'none') return null;
      return (
        <BookingAction
          state={state}
          session={entry.session}
          timeZone={timeZone}
          strikes={mine.data?.strikes ?? []}
          barred={mine.data?.barredUntil != null}
          describedBy={nameId}
          onDone={setOutcome}
        />
      );
    },
  };
  return { slots, status };
}
