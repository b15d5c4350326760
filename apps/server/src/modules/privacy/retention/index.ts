// The front door of privacy/retention: what other modules (and the app's composition) may use; the rest is internal.
export { PRIVACY_RETENTION_JOB, schedulePrivacyRetention } from './retention.module';
export { RetentionRepository } from './retention.repository';
export type { RetentionCounts } from './retention.repository';
export { RetentionService } from './retention.service';
