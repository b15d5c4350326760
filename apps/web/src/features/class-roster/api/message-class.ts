import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { envelope } from '@gym/contracts/errors';
import { apiRequest } from '../../../lib/api-client';

/** The answer's shape is the route's own (contracts names no schema for it): how many members were e-mailed. */
const messageAnswerSchema = envelope(z.object({ told: z.int() }));

/** POST /trainer/classes/:sessionId/message: the trainer's message, e-mailed to everyone booked. */
export async function messageClass(sessionId: string, text: string): Promise<number> {
  const answer = await apiRequest(`/trainer/classes/${encodeURIComponent(sessionId)}/message`, {
    method: 'POST',
    body: { text },
    schema: messageAnswerSchema,
    forbiddenIsAnswer: true,
  });
  return answer.data.told;
}

export function useMessageClass(sessionId: string) {
  return useMutation({ mutationFn: (text: string) => messageClass(sessionId, text), meta: { silent: true } });
}
