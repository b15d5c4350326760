import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClassRoster, classRosterAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';
import { rosterChanged, sessionPath } from './get-roster';

/**
 * One manager's change to a class (cancel, substitute, capacity, a member on or off): each answers the class's
 * roster, is in the audit log, and tells everyone booked or waiting by e-mail. The dialogs show a refusal in place.
 */
export async function changeSession(
  sessionId: string,
  change: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown },
): Promise<ClassRoster> {
  const answer = await apiRequest(`${sessionPath('staff', sessionId)}${change.path}`, {
    method: change.method,
    body: change.body,
    schema: classRosterAnswerSchema,
    forbiddenIsAnswer: true,
  });
  return answer.data;
}

/** A change's mutation: the roster it answers becomes the page's. */
export function useSessionChange<TInput>(request: (input: TInput) => Promise<ClassRoster>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSuccess: (roster) => rosterChanged(queryClient, 'staff', roster),
  });
}
