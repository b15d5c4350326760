import { memberPhotoPath } from '@gym/contracts/visits';
import { useMemberFileUrl } from '../../../lib/member-file-url';
import { type RosterArea, sessionPath } from './get-roster';

/**
 * A booked member's join photo as an object URL, once `wanted` (the row is on screen): the trainer's through the
 * class's roster (GET .../roster/:bookingId/photo), the console's through the desk's photo by member number.
 */
export function useRosterPhotoUrl(
  area: RosterArea,
  sessionId: string,
  entry: { bookingId: string; memberNumber: number },
  wanted: boolean,
) {
  const path =
    area === 'trainer'
      ? `${sessionPath(area, sessionId)}/roster/${encodeURIComponent(entry.bookingId)}/photo`
      : memberPhotoPath(String(entry.memberNumber));
  return useMemberFileUrl(wanted ? path : null);
}
