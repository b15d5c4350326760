import { changeSession, useSessionChange } from './change-session';

/** DELETE /staff/classes/:sessionId/bookings/:bookingId: a member off the class or its waitlist (no strike). */
export function useRemoveClassBooking(sessionId: string) {
  return useSessionChange((bookingId: string) =>
    changeSession(sessionId, { method: 'DELETE', path: `/bookings/${encodeURIComponent(bookingId)}` }),
  );
}
