import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Attendance, classRosterAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';
import { type RosterArea, rosterChanged, sessionPath } from './get-roster';

interface MarkAttendance {
  sessionId: string;
  bookingId: string;
  attendance: Attendance;
}

/**
 * PUT .../roster/:bookingId/attendance: a booked member attended, or was a no-show (a strike). Answers the roster;
 * a 409 before the attendance window opens is shown on the member's row.
 */
export async function markAttendance(area: RosterArea, { sessionId, bookingId, attendance }: MarkAttendance) {
  const answer = await apiRequest(
    `${sessionPath(area, sessionId)}/roster/${encodeURIComponent(bookingId)}/attendance`,
    {
      method: 'PUT',
      body: { attendance },
      schema: classRosterAnswerSchema,
      forbiddenIsAnswer: true,
    },
  );
  return answer.data;
}

export function useMarkAttendance(area: RosterArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAttendance) => markAttendance(area, input),
    meta: { silent: true },
    onSuccess: (roster) => rosterChanged(queryClient, area, roster),
  });
}
