import { useQuery } from '@tanstack/react-query';
import { myTrainingQueryOptions } from '../../../lib/training-query';

/** GET /training: the member's packs and sessions (lib/training-query.ts, which a trainer's page reads too). */
export function useMyTraining() {
  return useQuery({
    ...myTrainingQueryOptions(),
    // A session a trainer cancelled shows without a reload.
    refetchInterval: 5 * 60_000,
  });
}
