import { changeSession, useSessionChange } from './change-session';

/** PUT /staff/classes/:sessionId/capacity {capacity}: at most the room's; a raise books the first waiting. */
export function useChangeClassCapacity(sessionId: string) {
  return useSessionChange((capacity: number) =>
    changeSession(sessionId, { method: 'PUT', path: '/capacity', body: { capacity } }),
  );
}
