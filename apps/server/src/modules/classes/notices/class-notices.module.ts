import type { FastifyInstance } from 'fastify';
import type { ClassNoticesService } from './class-notices.service';

export const CLASS_NOTICES_JOB = 'class-notices';

/**
 * The class notices as a job: every minute and soon after a start, one instance at a time; each booking change that
 * wrote notices queues a send (`nudge`), so the e-mail follows in seconds and the minute's run catches the rest.
 */
export function scheduleClassNotices(app: FastifyInstance, notices: ClassNoticesService): () => void {
  app.jobs.define({ name: CLASS_NOTICES_JOB, cron: '* * * * *', onStart: 'queued', handler: () => notices.sendDue() });
  return () => {
    app.jobs.send(CLASS_NOTICES_JOB, {}, { singletonKey: CLASS_NOTICES_JOB }).catch((error: unknown) => {
      app.log.error({ err: error }, 'class notices could not be queued; the minute job sends them');
    });
  };
}
