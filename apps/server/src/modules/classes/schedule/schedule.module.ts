import type { FastifyInstance } from 'fastify';
import type { ScheduleService } from './schedule.service';

export const SESSIONS_AHEAD_JOB = 'class-sessions-ahead';

/**
 * Keeps every club's sessions generated eight weeks ahead: each night at 3:15 (the chain's clock) and soon after a
 * start. Safe on any number of instances and after a crash: a series' session of a day is added once.
 */
export function scheduleSessionsAhead(
  app: FastifyInstance,
  schedule: ScheduleService,
  options: { afterGenerating?: () => Promise<unknown> } = {},
): void {
  app.jobs.define({
    name: SESSIONS_AHEAD_JOB,
    cron: '15 3 * * *',
    onStart: 'queued',
    retryLimit: 3,
    handler: async () => {
      const added = await schedule.generateAhead();
      if (added > 0) app.log.info({ added }, 'class sessions generated ahead');
      await options.afterGenerating?.();
    },
  });
}
