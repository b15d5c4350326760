import type { Clock } from '../../../lib/clock';
import type { RetentionCounts, RetentionRepository } from './retention.repository';

const DAY_MS = 86_400_000;

/** Deletes what abandoned sign-ups left once they are older than the retention period (docs/decisions/0054). */
export class RetentionService {
  constructor(private readonly deps: { repository: RetentionRepository; clock: Clock; retentionDays: number }) {}

  deleteExpired(): Promise<RetentionCounts> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.retentionDays * DAY_MS);
    return this.deps.repository.deleteAbandoned(cutoff);
  }
}
