import { changeSession, useSessionChange } from './change-session';

/** POST /staff/classes/:sessionId/members {memberNumber}: a place for a member, the booking rules waived. */
export function useAddClassMember(sessionId: string) {
  return useSessionChange((memberNumber: string) =>
    changeSession(sessionId, { method: 'POST', path: '/members', body: { memberNumber } }),
  );
}
