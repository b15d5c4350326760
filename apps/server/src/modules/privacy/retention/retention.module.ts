import type { FastifyInstance } from 'fastify';
import type { RetentionService } from './retention.service';

export const PRIVACY_RETENTION_JOB = 'privacy-retention';

/**
 * Every night at 3:30 on the clubs' clock, once whatever the number of instances (a cron slot of the queue); a
 * crash before its commit leaves everything to the next run, which deletes the same and more.
 */
export function schedulePrivacyRetention(app: FastifyInstance, retention: RetentionService): void {
  app.jobs.define({
    name: PRIVACY_RETENTION_JOB,
    cron: '30 3 * * *',
    retryLimit: 2,
    handler: async () => {
      const deleted = {
        ...(await retention.deleteExpired()),
        ...(await retention.deleteExpiredKeptRecords()),
        requestNames: await retention.forgetExpiredRequestNames(),
      };
      app.log.info({ deleted }, 'abandoned sign-ups and kept records past their retention deleted');
      return deleted;
    },
  });
}
