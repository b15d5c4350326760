import { Alert, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { ATTENDANCE, type Attendance, type RosterEntry } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import type { RosterArea } from '../api/get-roster';
import { useMarkAttendance } from '../api/mark-attendance';
import { classRosterText } from '../i18n';

const WORDS = {
  attended: 'class-roster.attendance.attended',
  noShow: 'class-roster.attendance.noShow',
} as const satisfies Record<Attendance, string>;

interface AttendanceToggleProps {
  area: RosterArea;
  sessionId: string;
  entry: RosterEntry;
  /** The attendance window is open (from 15 minutes before the start); the roster says why when it is not. */
  open: boolean;
}

/**
 * Attended or No-show for one booked member, pressed as the server last answered (neither until marked); either
 * may be changed later. The server's refusal shows under it.
 */
export function AttendanceToggle({ area, sessionId, entry, open }: AttendanceToggleProps) {
  const t = useText(classRosterText);
  const mark = useMarkAttendance(area);
  const shown = mark.isPending ? mark.variables.attendance : entry.attendance;
  const name = `${entry.firstName} ${entry.lastName}`;
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shown}
        disabled={!open || mark.isPending}
        aria-label={t('class-roster.attendance.label', { name })}
        onChange={(_event, value: Attendance | null) => {
          if (value === null || value === entry.attendance) return;
          mark.mutate({ sessionId, bookingId: entry.bookingId, attendance: value });
        }}
        sx={{
          '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 1.5, whiteSpace: 'nowrap' },
          // MUI's unpressed grey is 4.49:1 on the page's paper, and its pressed green and red under 4.5:1 on their
          // tints: the secondary ink and the darker shades read at AA.
          '& .MuiToggleButton-root:not(.Mui-selected):not(.Mui-disabled)': { color: 'text.secondary' },
          '& .MuiToggleButton-root[value="attended"].Mui-selected': { color: 'success.dark' },
          '& .MuiToggleButton-root[value="noShow"].Mui-selected': { color: 'error.dark' },
        }}
      >
        {ATTENDANCE.map((value) => (
          <ToggleButton key={value} value={value} color={value === 'attended' ? 'success' : 'error'}>
            {t(WORDS[value])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {mark.isError && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {mark.error.message}
        </Alert>
      )}
    </Stack>
  );
}
