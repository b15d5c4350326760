import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { Button } from '@mui/material';
import type { ClassBooking } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import { useDownloadBookingCalendar } from '../api/download-booking-calendar';
import { classScheduleText } from '../i18n';

/** 'Add to calendar' for a booked class: its event as a file, which the phone offers to add to its calendar. */
export function AddToCalendarButton({ booking, describedBy }: { booking: ClassBooking; describedBy?: string }) {
  const t = useText(classScheduleText);
  const download = useDownloadBookingCalendar();
  return (
    <Button
      variant="text"
      startIcon={<EventOutlinedIcon />}
      disabled={download.isPending}
      aria-describedby={describedBy}
      onClick={() => download.mutate(booking)}
    >
      {t('class-schedule.booking.addToCalendar')}
    </Button>
  );
}
