import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RosterEntry } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import type { RosterArea } from '../api/get-roster';
import { classRosterText } from '../i18n';
import { AttendanceToggle } from './attendance-toggle';
import { RosterAvatar } from './roster-avatar';

interface RosterRowProps {
  area: RosterArea;
  sessionId: string;
  entry: RosterEntry;
  attendanceOpen: boolean;
  /** No attendance on a cancelled class. */
  takesAttendance: boolean;
  /** The console's Remove, for managers. */
  action?: ReactNode;
}

/**
 * One booked member: their photo, name (and member number in the console), 'First class' for a first-timer, and
 * the attendance toggles; on a phone the toggles go under the name.
 */
export function RosterRow({ area, sessionId, entry, attendanceOpen, takesAttendance, action }: RosterRowProps) {
  const t = useText(classRosterText);
  return (
    <Box
      component="li"
      data-testid="roster-entry"
      data-booking-id={entry.bookingId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <RosterAvatar area={area} sessionId={sessionId} entry={entry} />
      <Stack spacing={0.25} sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {entry.firstName} {entry.lastName}
        </Typography>
        {(area === 'staff' || entry.firstTimer) && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {area === 'staff' && (
              <Typography variant="body2" color="text.secondary">
                {t('class-roster.memberNumber', { number: entry.memberNumber })}
              </Typography>
            )}
            {entry.firstTimer && (
              <Chip size="small" color="secondary" label={t('class-roster.firstTimer')} sx={{ fontWeight: 700 }} />
            )}
          </Stack>
        )}
      </Stack>
      {(takesAttendance || action) && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          {takesAttendance && (
            <Box sx={{ flex: { xs: 1, sm: 'none' } }}>
              <AttendanceToggle area={area} sessionId={sessionId} entry={entry} open={attendanceOpen} />
            </Box>
          )}
          {action}
        </Stack>
      )}
    </Box>
  );
}
