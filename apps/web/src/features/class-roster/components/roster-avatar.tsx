import { Avatar } from '@mui/material';
import type { RosterEntry } from '@gym/contracts/class-bookings';
import type { RosterArea } from '../api/get-roster';
import { useRosterPhotoUrl } from '../api/get-roster-photo';
import { useSeen } from '../lib/use-seen';

const SIZE = 44;

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase();
}

/**
 * A booked member's join photo, small, fetched once the row is on screen; their initials while it loads, when it
 * cannot be read, and when there is none on file. The name is beside it, so the picture says nothing more.
 */
export function RosterAvatar({ area, sessionId, entry }: { area: RosterArea; sessionId: string; entry: RosterEntry }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const photo = useRosterPhotoUrl(area, sessionId, entry, entry.hasPhoto && seen);
  return (
    <Avatar
      ref={ref}
      src={photo.url ?? undefined}
      alt=""
      aria-hidden={photo.url ? undefined : true}
      data-testid="roster-avatar"
      sx={{ width: SIZE, height: SIZE, bgcolor: 'grey.700', color: 'common.white', fontWeight: 700, flexShrink: 0 }}
    >
      {initialsOf(entry.firstName, entry.lastName)}
    </Avatar>
  );
}
