import { Stack, Typography } from '@mui/material';
import type { ClassBooking, Strike } from '@gym/contracts/class-bookings';
import { formatCurrency } from '@gym/contracts/money';
import { DialogShell } from '../../../components/dialog-shell';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { clubMoment } from '../../../lib/club-clock';
import { type ClassScheduleTextId, classScheduleText } from '../i18n';
import { type CancelConsequence, STRIKE_RULE, cancelConsequence } from '../lib/cancel-consequence';
import { ClassWhenText } from './class-when-text';

interface CancelBookingDialogProps {
  booking: ClassBooking;
  /** The member's strikes of the last 30 days (My classes' answer). */
  strikes: readonly Strike[];
  /** When the dialog opened: the terms are those of this moment. */
  now: Date;
  timeZone: string;
  busy: boolean;
  /** The server's reason when the last attempt failed. */
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** The sentences the dialog opens with: what giving up this place costs. */
function consequenceText(t: Translate<ClassScheduleTextId>, consequence: CancelConsequence, timeZone: string): string {
  switch (consequence.kind) {
    case 'leaveWaitlist':
      return t('class-schedule.cancel.leaveWaitlist');
    case 'leaveDraw':
      return t('class-schedule.cancel.leaveDraw');
    case 'declinePromotion':
      return t('class-schedule.cancel.declinePromotion');
    case 'free': {
      const { lateCancelHours: hours, penalty, feeCents } = consequence.rules;
      const until =
        penalty === 'fee' && feeCents !== null
          ? t('class-schedule.cancel.freeUntilFee', { hours, fee: formatCurrency(feeCents) })
          : t('class-schedule.cancel.freeUntil', { hours });
      return `${t('class-schedule.cancel.free')} ${until}`;
    }
    case 'lateFee':
      return t('class-schedule.cancel.lateFee', { fee: formatCurrency(consequence.feeCents) });
    case 'late': {
      const sentences = [
        t('class-schedule.cancel.late', STRIKE_RULE),
        t('class-schedule.cancel.strikesHeld', { count: consequence.strikes, days: STRIKE_RULE.days }),
      ];
      if (consequence.barredUntil)
        sentences.push(
          t('class-schedule.cancel.wouldBar', { until: clubMoment(consequence.barredUntil.toISOString(), timeZone) }),
        );
      return sentences.join(' ');
    }
  }
}

/** The dialog's words for a place, a place on the waitlist, and a request in an opening draw. */
const WORDS = {
  booked: {
    titleId: 'class-schedule.cancel.titleBooked',
    keepId: 'class-schedule.cancel.keepBooked',
    confirmId: 'class-schedule.cancel.confirmBooked',
  },
  waitlist: {
    titleId: 'class-schedule.cancel.titleWaitlist',
    keepId: 'class-schedule.cancel.keepWaitlist',
    confirmId: 'class-schedule.cancel.confirmWaitlist',
  },
  draw: {
    titleId: 'class-schedule.cancel.titleDraw',
    keepId: 'class-schedule.cancel.keepDraw',
    confirmId: 'class-schedule.cancel.confirmDraw',
  },
} as const;

/**
 * Cancel a place or leave a waitlist: the dialog's first sentence is what it costs (free, or a late cancel and a
 * strike), then which class, then the choice. A late cancel's button is in the error colour.
 */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  const t = useText(classScheduleText);
  const { booking, timeZone } = props;
  const consequence = cancelConsequence(booking, props.strikes, props.now);
  const words = WORDS[booking.status === 'booked' ? 'booked' : booking.status === 'requested' ? 'draw' : 'waitlist'];
  return (
    <DialogShell
      title={t(words.titleId)}
      description={consequenceText(t, consequence, timeZone)}
      error={props.error}
      busy={props.busy}
      cancelLabel={t(words.keepId)}
      confirmLabel={t(words.confirmId)}
      danger={consequence.kind === 'late'}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    >
      <Stack spacing={0.25}>
        <Typography sx={{ fontWeight: 700 }}>{booking.className}</Typography>
        <Typography color="text.secondary">
          <ClassWhenText session={booking.session} timeZone={timeZone} />
        </Typography>
        <Typography color="text.secondary">
          {t('class-schedule.class.where', {
            room: booking.session.room.name,
            trainer: `${booking.session.trainer.firstName} ${booking.session.trainer.lastName}`,
          })}
        </Typography>
      </Stack>
    </DialogShell>
  );
}
