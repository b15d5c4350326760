import { Box } from '@mui/material';
import type { ClassSession } from '@gym/contracts/classes';
import { classTimeRange } from '../../../lib/club-clock';
import { longDate } from '../../../lib/schedule-days';

/**
 * 'Saturday, March 13 · 9:00 – 9:45 AM' on the club's clock, the times kept on one line: a line may break after an
 * en dash, which would leave '9:00 –' alone at a phone's edge.
 */
export function ClassWhenText({
  session,
  timeZone,
}: {
  session: Pick<ClassSession, 'day' | 'startsAt' | 'endsAt'>;
  timeZone: string;
}) {
  return (
    <>
      {longDate(session.day)} ·{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {classTimeRange(session.startsAt, session.endsAt, timeZone)}
      </Box>
    </>
  );
}
