import { Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import type { ClassBooking } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import { classScheduleText } from '../i18n';
import { ClassWhenText } from './class-when-text';

interface MyClassItemProps {
  booking: ClassBooking;
  /** The club's name, once the clubs have loaded. */
  clubName: string | undefined;
  timeZone: string;
  /** Under the class's details: its action (upcoming) or how it ended (past), told the id of the class's name. */
  children: (nameId: string) => ReactNode;
}

/** One of the member's classes: its name, day and time on the club's clock, club, room and trainer. */
export function MyClassItem({ booking, clubName, timeZone, children }: MyClassItemProps) {
  const t = useText(classScheduleText);
  const nameId = useId();
  const { session } = booking;
  const where = t('class-schedule.class.where', {
    room: session.room.name,
    trainer: `${session.trainer.firstName} ${session.trainer.lastName}`,
  });
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      data-testid="my-class"
      data-session-id={session.id}
      sx={{
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: { xs: 1, md: 2 },
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
        bgcolor: 'background.paper',
      }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography id={nameId} variant="h3">
          {booking.className}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
          <ClassWhenText session={session} timeZone={timeZone} />
        </Typography>
        <Typography color="text.secondary">{clubName ? `${clubName} · ${where}` : where}</Typography>
      </Stack>
      {children(nameId)}
    </Card>
  );
}
