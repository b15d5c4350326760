import { changeSession, useSessionChange } from './change-session';

/** PUT /staff/classes/:sessionId/trainer {trainerId}: another of the club's trainers teaches it. */
export function useSubstituteTrainer(sessionId: string) {
  return useSessionChange((trainerId: string) =>
    changeSession(sessionId, { method: 'PUT', path: '/trainer', body: { trainerId } }),
  );
}
