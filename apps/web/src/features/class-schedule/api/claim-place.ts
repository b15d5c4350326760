import { bookingResultAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';
import { useBookingChange } from './use-booking-change';

/**
 * POST /classes/bookings/:bookingId/claim: a waitlisted member takes a place offered after the waitlist's cutoff
 * (the first to claim it gets it). Answers the booking and the overlapping classes it cancelled.
 */
export async function claimPlace(bookingId: string) {
  const answer = await apiRequest(`/classes/bookings/${encodeURIComponent(bookingId)}/claim`, {
    method: 'POST',
    schema: bookingResultAnswerSchema,
    forbiddenIsAnswer: true,
  });
  return answer.data;
}

export function useClaimPlace() {
  return useBookingChange(claimPlace);
}
