import { Stack } from '@mui/material';
import type { ClassBooking, Strike } from '@gym/contracts/class-bookings';
import type { BookingOutcome } from '../lib/booking-outcome';
import { bookingState } from '../lib/booking-state';
import { BookingAction } from './booking-action';
import { MyClassItem } from './my-class-item';

interface MyUpcomingClassesProps {
  upcoming: readonly ClassBooking[];
  clubNames: ReadonlyMap<string, string>;
  strikes: readonly Strike[];
  barred: boolean;
  timeZone: string;
  onDone: (outcome: BookingOutcome) => void;
}

/** The member's places and waitlist places, soonest first, each with Cancel, Leave the waitlist or Claim it. */
export function MyUpcomingClasses({ upcoming, clubNames, strikes, barred, timeZone, onDone }: MyUpcomingClassesProps) {
  const now = new Date();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {upcoming.map((booking) => (
        <li key={booking.id}>
          <MyClassItem booking={booking} clubName={clubNames.get(booking.session.clubId)} timeZone={timeZone}>
            {(nameId) => (
              <BookingAction
                state={bookingState(booking.session, booking, 'member', now)}
                session={booking.session}
                timeZone={timeZone}
                strikes={strikes}
                barred={barred}
                describedBy={nameId}
                onDone={onDone}
              />
            )}
          </MyClassItem>
        </li>
      ))}
    </Stack>
  );
}
