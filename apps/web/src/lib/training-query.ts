import { queryOptions } from '@tanstack/react-query';
import { myTrainingAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from './api-client';

/**
 * GET /training, shared: a member's packs and sessions, which My training lists and a trainer's page reads to say
 * which pack a booking uses. Every purchase, booking and cancel invalidates `trainingQueryKey` (its prefix, with
 * the trainers' free times under it).
 */
export const trainingQueryKey = ['training'] as const;

export const myTrainingQueryOptions = () =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'mine'] as const,
    queryFn: async () => (await apiRequest('/training', { schema: myTrainingAnswerSchema })).data,
    // The pages say it in place, with a way to try again.
    meta: { silent: true },
  });
