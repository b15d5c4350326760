import { describe, expect, it } from 'vitest';
import { bookingOf, FRIDAY_DANCE, FRIDAY_HOT_YOGA, FRIDAY_SPIN, SUNDAY_SPIN } from '../test/booking-fixture';
import { bookingState, bookingsBySession, spotsLeft } from './booking-state';

const BEFORE = new Date('2027-03-12T08:00:00.000Z');

describe('what a class offers the person looking at it', () => {
  it('offers a member Book, or Join the waitlist when the class is full', () => {
    expect(spotsLeft(FRIDAY_SPIN)).toBe(12);
    expect(bookingState(FRIDAY_SPIN, undefined, 'member', BEFORE)).toEqual({ kind: 'book' });
    expect(spotsLeft(FRIDAY_DANCE)).toBe(0);
    expect(bookingState(FRIDAY_DANCE, undefined, 'member', BEFORE)).toEqual({ kind: 'joinWaitlist' });
  });

  it("shows a member's place, their place on the waitlist, and a place offered to it", () => {
    const booked = bookingOf(FRIDAY_SPIN);
    expect(bookingState(FRIDAY_SPIN, booked, 'member', BEFORE)).toEqual({ kind: 'booked', booking: booked });
    const waiting = bookingOf(SUNDAY_SPIN, { status: 'waitlisted', waitlistPosition: 3 });
    expect(bookingState(SUNDAY_SPIN, waiting, 'member', BEFORE)).toEqual({ kind: 'waitlisted', booking: waiting });
    const offered = { ...waiting, placeOffered: true };
    expect(bookingState(SUNDAY_SPIN, offered, 'member', BEFORE)).toEqual({ kind: 'offered', booking: offered });
    // A booking cancelled already is none of these: the class is offered again.
    const ended = bookingOf(FRIDAY_SPIN, { status: 'cancelled' });
    expect(bookingState(FRIDAY_SPIN, ended, 'member', BEFORE)).toEqual({ kind: 'book' });
  });

  it('asks a visitor to sign in, and offers staff nothing', () => {
    expect(bookingState(FRIDAY_SPIN, undefined, 'visitor', BEFORE)).toEqual({ kind: 'signIn' });
    expect(bookingState(FRIDAY_SPIN, undefined, 'other', BEFORE)).toEqual({ kind: 'none' });
  });

  it('offers nothing on a cancelled class or one that has started, whoever looks', () => {
    expect(bookingState(FRIDAY_HOT_YOGA, undefined, 'member', BEFORE)).toEqual({ kind: 'none' });
    expect(bookingState(FRIDAY_HOT_YOGA, undefined, 'visitor', BEFORE)).toEqual({ kind: 'none' });
    const started = new Date(FRIDAY_SPIN.startsAt);
    expect(bookingState(FRIDAY_SPIN, bookingOf(FRIDAY_SPIN), 'member', started)).toEqual({ kind: 'none' });
    expect(bookingState(FRIDAY_SPIN, undefined, 'visitor', started)).toEqual({ kind: 'none' });
  });

  it("finds the member's place or waitlist place by class, leaving out those ended", () => {
    const booked = bookingOf(FRIDAY_SPIN);
    const waiting = bookingOf(SUNDAY_SPIN, { status: 'waitlisted', waitlistPosition: 1 });
    const byClass = bookingsBySession([booked, waiting, bookingOf(FRIDAY_DANCE, { status: 'cancelled' })]);
    expect([...byClass.keys()]).toEqual([FRIDAY_SPIN.id, SUNDAY_SPIN.id]);
    expect(byClass.get(SUNDAY_SPIN.id)).toBe(waiting);
  });
});
