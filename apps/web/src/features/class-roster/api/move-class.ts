import type { MoveSessionBody } from '@gym/contracts/staff-schedule';
import { changeSession, useSessionChange } from './change-session';

/** POST /staff/classes/:sessionId/move {day, startTime, roomId}: on the club's clock; its series no longer moves it. */
export function useMoveClass(sessionId: string) {
  return useSessionChange((to: MoveSessionBody) =>
    changeSession(sessionId, { method: 'POST', path: '/move', body: to }),
  );
}
