import { PRIVACY_RECORDS_KEPT_YEARS, PRIVACY_REQUEST_RECORD_MONTHS } from '@gym/contracts/privacy';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../providers/storage';
import type { RetentionCounts, RetentionRepository } from './retention.repository';

const DAY_MS = 86_400_000;

export interface RetentionDeps {
  repository: RetentionRepository;
  storage: FileStorage;
  clock: Clock;
  retentionDays: number;
  log: { warn: (object: object, message: string) => void };
}

/**
 * The retention periods (docs/decisions/0054): what abandoned sign-ups left, once older than the retention
 * period; and what a completed deletion kept for the law (the member's PDFs and e-signatures), once the 7 years
 * are over, rows first and then their files; and the name a request's record kept, once its 24 months are over.
 */
export class RetentionService {
  constructor(private readonly deps: RetentionDeps) {}

  deleteExpired(): Promise<RetentionCounts> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.retentionDays * DAY_MS);
    return this.deps.repository.deleteAbandoned(cutoff);
  }

  async deleteExpiredKeptRecords(): Promise<{ documents: number; signatures: number }> {
    const now = this.deps.clock.now();
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PRIVACY_RECORDS_KEPT_YEARS);
    const { files, ...counts } = await this.deps.repository.deleteExpiredKeptRecords(cutoff);
    for (const key of files) {
      await this.deps.storage.delete(key).catch((error: unknown) => {
        this.deps.log.warn({ err: error, key }, 'retention: a kept file could not be deleted');
      });
    }
    return counts;
  }

  forgetExpiredRequestNames(): Promise<number> {
    const cutoff = this.deps.clock.now();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - PRIVACY_REQUEST_RECORD_MONTHS);
    return this.deps.repository.forgetRequestNames(cutoff);
  }
}
