import { changeSession, useSessionChange } from './change-session';

/** POST /staff/classes/:sessionId/cancel {reason}: the class and every place in it (no strike, no fee). */
export function useCancelClass(sessionId: string) {
  return useSessionChange((reason: string) =>
    changeSession(sessionId, { method: 'POST', path: '/cancel', body: { reason } }),
  );
}
