import { type BookClassBody, bookingResultAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';
import { useBookingChange } from './use-booking-change';

/**
 * POST /classes/bookings: a place, or with `joinWaitlist` a place on a full class's waitlist. Answers the booking
 * and the member's overlapping classes it cancelled. A 403 is the server's reason (a bar, a frozen membership).
 */
export async function bookClass(body: BookClassBody) {
  const answer = await apiRequest('/classes/bookings', {
    method: 'POST',
    body,
    schema: bookingResultAnswerSchema,
    forbiddenIsAnswer: true,
  });
  return answer.data;
}

export function useBookClass() {
  return useBookingChange(bookClass);
}
