import { useMutation } from '@tanstack/react-query';
import { type ClassBooking, bookingCalendarFileName, bookingCalendarPath } from '@gym/contracts/class-bookings';
import { downloadFile } from '../../../lib/download-file';

/**
 * GET /classes/bookings/:bookingId/calendar.ics: the booking's event (the feed's, so a calendar with both keeps one),
 * saved as 'power-spin-2027-03-12.ics' for the phone to open in its calendar; a failure shows the server's message in
 * the banner.
 */
export function useDownloadBookingCalendar() {
  return useMutation({
    mutationFn: (booking: ClassBooking) =>
      downloadFile(bookingCalendarPath(booking.id), bookingCalendarFileName(booking.session)),
  });
}
