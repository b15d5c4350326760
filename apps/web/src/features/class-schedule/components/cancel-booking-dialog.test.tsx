import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassBooking, Strike } from '@gym/contracts/class-bookings';
import { activateLocale } from '../../../lib/i18n/i18n';
import { bookingOf, FRIDAY_SPIN } from '../test/booking-fixture';
import { CancelBookingDialog } from './cancel-booking-dialog';

const LA = 'America/Los_Angeles';
// Friday's 6:30 a.m. spin (14:30 UTC): 18 1/2 hours ahead, then 8 1/2, the late-cancel window being 12 hours.
const EVENING_BEFORE = new Date('2027-03-11T20:00:00.000Z');
const SAME_NIGHT = new Date('2027-03-12T06:00:00.000Z');

const strike = (at: string, kind: Strike['kind'] = 'noShow'): Strike => ({ at, kind, className: 'Yoga Flow' });

function open(booking: ClassBooking, now: Date, strikes: Strike[] = []) {
  const onConfirm = vi.fn();
  render(
    <CancelBookingDialog
      booking={booking}
      strikes={strikes}
      now={now}
      timeZone={LA}
      busy={false}
      error={null}
      onClose={() => undefined}
      onConfirm={onConfirm}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onConfirm };
}

/** The dialog's description, which it opens with (its accessible description), whitespace made plain. */
const description = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent?.replace(/\s/g, ' ') ?? '';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the cancel dialog says what cancelling costs first, before the member confirms', () => {
  it('is free more than 12 hours ahead, and says when it stops being free', async () => {
    const { dialog, onConfirm } = open(bookingOf(FRIDAY_SPIN), EVENING_BEFORE);
    expect(dialog).toHaveAccessibleName('Cancel your place?');
    expect(description(dialog)).toBe(
      'Cancelling now is free. Less than 12 hours before the class, cancelling counts as a strike.',
    );
    // Then which class it is.
    expect(within(dialog).getByText('Power Spin')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Power Spin\s*Friday, March 12 · 6:30\s–\s7:15\sAM/);
    const user = userEvent.setup({ delay: null });
    expect(within(dialog).getByRole('button', { name: 'Keep my place' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my place' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is a late cancel inside 12 hours: a strike, the rule, and the strikes the member has now', () => {
    const { dialog } = open(bookingOf(FRIDAY_SPIN), SAME_NIGHT, [strike('2027-03-01T03:00:00.000Z')]);
    expect(description(dialog)).toBe(
      'This is a late cancel: it counts as a strike. 3 late cancels or no-shows in 30 days bar booking for 7 days. ' +
        'You have 1 strike in the last 30 days.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel my place' })).toHaveClass('MuiButton-colorError');
  });

  it('says until when booking would be barred when this late cancel is the third strike in 30 days', () => {
    const strikes = [strike('2027-03-01T03:00:00.000Z'), strike('2027-02-20T18:00:00.000Z', 'lateCancel')];
    const { dialog } = open(bookingOf(FRIDAY_SPIN), SAME_NIGHT, strikes);
    // Seven days from now, on the club's clock (daylight time by then).
    expect(description(dialog)).toMatch(
      /^This is a late cancel: it counts as a strike\. .* You have 2 strikes in the last 30 days\. With this one, you could not book classes until Thursday, March 18 at 11:00 PM\.$/,
    );
  });

  it("at a club that charges for late cancels, says the fee instead of a strike, under the club's hours", () => {
    const rules = { lateCancelHours: 24, penalty: 'fee', feeCents: 1500 } as const;
    expect(description(open(bookingOf(FRIDAY_SPIN, { rules }), SAME_NIGHT).dialog)).toBe(
      'This is a late cancel: a fee of $15.00 will be added to your account.',
    );
  });

  it("says when cancelling stops being free under the club's own hours and fee", () => {
    const rules = { lateCancelHours: 6, penalty: 'fee', feeCents: 1000 } as const;
    expect(description(open(bookingOf(FRIDAY_SPIN, { rules }), SAME_NIGHT).dialog)).toBe(
      'Cancelling now is free. Less than 6 hours before the class, cancelling costs a fee of $10.00.',
    );
  });

  it('lets a promotion made late or in the quiet hours be declined without a strike', () => {
    const promoted = bookingOf(FRIDAY_SPIN, { promotedAt: '2027-03-12T05:30:00.000Z', freeCancel: true });
    const { dialog } = open(promoted, SAME_NIGHT, [strike('2027-03-01T03:00:00.000Z')]);
    expect(description(dialog)).toBe(
      'Cancelling now is free: this place came to you from the waitlist, and you can decline it without a strike.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel my place' })).not.toHaveClass('MuiButton-colorError');
  });

  it('makes leaving a waitlist free, even inside 12 hours', () => {
    const waiting = bookingOf(FRIDAY_SPIN, { status: 'waitlisted', waitlistPosition: 2 });
    const { dialog } = open(waiting, SAME_NIGHT);
    expect(dialog).toHaveAccessibleName('Leave the waitlist?');
    expect(description(dialog)).toBe('Leaving the waitlist is free.');
    expect(within(dialog).getByRole('button', { name: 'Stay on the waitlist' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    const { dialog } = open(bookingOf(FRIDAY_SPIN), SAME_NIGHT, []);
    expect(dialog).toHaveAccessibleName('¿Cancelar su lugar?');
    expect(description(dialog)).toBe(
      'Esta es una cancelación tardía: cuenta como una falta. 3 cancelaciones tardías o ausencias en 30 días ' +
        'impiden reservar durante 7 días. No tiene faltas en los últimos 30 días.',
    );
  });
});
