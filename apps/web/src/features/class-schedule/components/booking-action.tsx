import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { Alert, Button, Chip, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ClassBooking, Strike } from '@gym/contracts/class-bookings';
import type { ClassSession } from '@gym/contracts/classes';
import { useText } from '../../../lib/i18n/catalog';
import { clubTime } from '../../../lib/club-clock';
import { useBookClass } from '../api/book-class';
import { useCancelBooking } from '../api/cancel-booking';
import { useClaimPlace } from '../api/claim-place';
import { classScheduleText } from '../i18n';
import type { BookingOutcome } from '../lib/booking-outcome';
import type { BookingState } from '../lib/booking-state';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CancelBookingDialog } from './cancel-booking-dialog';

export interface BookingActionProps {
  state: BookingState;
  session: ClassSession;
  timeZone: string;
  /** The member's strikes of the last 30 days, for the cancel dialog. */
  strikes: readonly Strike[];
  /** Booking is barred (three strikes): a new place cannot be asked for, a place held can still be given up. */
  barred: boolean;
  /** The class's name element: what each button is for, to a screen reader. */
  describedBy?: string;
  onDone: (outcome: BookingOutcome) => void;
}

/** What the member's request became: a place, a place on the waitlist, or a request in the opening draw. */
function outcomeOf(status: ClassBooking['status']): 'booked' | 'waitlisted' | 'requested' {
  return status === 'waitlisted' || status === 'requested' ? status : 'booked';
}

/** 'Sign in to book', to the login page and back to this schedule (its day and filters kept). */
function SignInToBook({ describedBy }: { describedBy?: string }) {
  const t = useText(classScheduleText);
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Button component={RouterLink} to={`/login?next=${next}`} variant="outlined" aria-describedby={describedBy}>
      {t('class-schedule.booking.signIn')}
    </Button>
  );
}

/**
 * What a member can do with a class, from their booking of it: Book, Join the waitlist, the 'Booked' mark with
 * Cancel and Add to calendar, their place on the waitlist with Leave the waitlist, or a place offered with Claim it.
 * Giving a place up asks first, saying what it costs; the server's refusal shows here, as it says it.
 */
export function BookingAction({ state, session, timeZone, strikes, barred, describedBy, onDone }: BookingActionProps) {
  const t = useText(classScheduleText);
  const book = useBookClass();
  const cancel = useCancelBooking();
  const claim = useClaimPlace();
  const [cancelling, setCancelling] = useState<{ booking: ClassBooking; at: Date } | null>(null);
  if (state.kind === 'none') return null;
  if (state.kind === 'signIn') return <SignInToBook describedBy={describedBy} />;

  const busy = book.isPending || cancel.isPending || claim.isPending;
  const failure = book.error ?? claim.error;
  const reset = () => [book, cancel, claim].forEach((mutation) => mutation.reset());
  const spinner = (label: string) => <CircularProgress size={16} color="inherit" aria-label={label} />;
  const working = t('class-schedule.booking.working');

  const askForPlace = (joinWaitlist: boolean) => {
    reset();
    book.mutate(
      { sessionId: session.id, ...(joinWaitlist ? { joinWaitlist } : {}) },
      {
        onSuccess: ({ booking, replaced }) => onDone({ kind: outcomeOf(booking.status), booking, replaced }),
      },
    );
  };
  const claimPlace = (booking: ClassBooking) => {
    reset();
    claim.mutate(booking.id, { onSuccess: (result) => onDone({ kind: 'claimed', ...result }) });
  };
  const giveUp = (booking: ClassBooking) => {
    reset();
    setCancelling({ booking, at: new Date() });
  };
  const confirmGiveUp = (booking: ClassBooking) =>
    cancel.mutate(booking.id, {
      onSuccess: (ended) => {
        setCancelling(null);
        onDone({ kind: booking.status === 'booked' ? 'cancelled' : 'left', booking: ended });
      },
    });

  const buttons = {
    book: (
      <Button
        variant="contained"
        disabled={busy || barred}
        aria-describedby={describedBy}
        onClick={() => askForPlace(false)}
        endIcon={book.isPending ? spinner(working) : null}
      >
        {t('class-schedule.booking.book')}
      </Button>
    ),
    joinWaitlist: (
      <Button
        variant="outlined"
        disabled={busy || barred}
        aria-describedby={describedBy}
        onClick={() => askForPlace(true)}
        endIcon={book.isPending ? spinner(working) : null}
      >
        {t('class-schedule.booking.joinWaitlist')}
      </Button>
    ),
  };

  let content;
  switch (state.kind) {
    case 'book':
      content = buttons.book;
      break;
    case 'joinWaitlist':
      content = buttons.joinWaitlist;
      break;
    case 'booked':
      content = (
        <>
          <Chip
            color="success"
            icon={<CheckCircleIcon />}
            label={t('class-schedule.booking.booked')}
            sx={{ fontWeight: 700 }}
          />
          <Button
            variant="outlined"
            color="inherit"
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => giveUp(state.booking)}
          >
            {t('class-schedule.booking.cancel')}
          </Button>
          <AddToCalendarButton booking={state.booking} describedBy={describedBy} />
        </>
      );
      break;
    case 'requested':
      content = (
        <>
          <Chip
            variant="outlined"
            icon={<HourglassTopIcon />}
            label={t('class-schedule.booking.requested', {
              drawAt: clubTime(state.booking.drawAt ?? session.startsAt, timeZone),
            })}
            sx={{ fontWeight: 700, borderColor: 'info.main', '& .MuiChip-icon': { color: 'info.main' } }}
          />
          <Button
            variant="outlined"
            color="inherit"
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => giveUp(state.booking)}
          >
            {t('class-schedule.booking.leaveDraw')}
          </Button>
        </>
      );
      break;
    case 'waitlisted':
    case 'offered':
      content = (
        <>
          {state.kind === 'offered' ? (
            <Chip
              color="warning"
              icon={<NewReleasesOutlinedIcon />}
              label={t('class-schedule.booking.placeFree')}
              sx={{ fontWeight: 700 }}
            />
          ) : (
            <Chip
              variant="outlined"
              icon={<HourglassTopIcon />}
              label={t('class-schedule.booking.waitlisted', { position: state.booking.waitlistPosition ?? '–' })}
              // The palette's info blue is too light for text on white (3.9:1): the words stay ink, the frame blue.
              sx={{ fontWeight: 700, borderColor: 'info.main', '& .MuiChip-icon': { color: 'info.main' } }}
            />
          )}
          {state.kind === 'offered' && (
            <Button
              variant="contained"
              disabled={busy}
              aria-describedby={describedBy}
              onClick={() => claimPlace(state.booking)}
              endIcon={claim.isPending ? spinner(working) : null}
            >
              {t('class-schedule.booking.claim')}
            </Button>
          )}
          <Button
            variant={state.kind === 'offered' ? 'text' : 'outlined'}
            color="inherit"
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => giveUp(state.booking)}
          >
            {t('class-schedule.booking.leaveWaitlist')}
          </Button>
        </>
      );
      break;
  }

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', md: 'flex-end' } }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {content}
      </Stack>
      {failure && (
        <Alert severity="error" variant="outlined" role="alert">
          {failure.message}
        </Alert>
      )}
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling.booking}
          strikes={strikes}
          now={cancelling.at}
          timeZone={timeZone}
          busy={cancel.isPending}
          error={cancel.error?.message ?? null}
          onClose={() => setCancelling(null)}
          onConfirm={() => confirmGiveUp(cancelling.booking)}
        />
      )}
    </Stack>
  );
}
