import { classBookingAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';
import { useBookingChange } from './use-booking-change';

/** DELETE /classes/bookings/:bookingId: gives up a place, or leaves a waitlist; answers the booking as it ends. */
export async function cancelBooking(bookingId: string) {
  const answer = await apiRequest(`/classes/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'DELETE',
    schema: classBookingAnswerSchema,
    forbiddenIsAnswer: true,
  });
  return answer.data;
}

export function useCancelBooking() {
  return useBookingChange(cancelBooking);
}
