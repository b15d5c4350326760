import type { FastifyInstance } from 'fastify';
import type { TrainingNoticesService } from './training-notices.service';

export const TRAINING_NOTICES_JOB = 'training-notices';

/**
 * The training notices as a job: every five minutes (the reminders due, and anything left), one instance at a
 * time; each change that wrote notices queues a send (`nudge`), so the e-mail follows in seconds.
 */
export function scheduleTrainingNotices(app: FastifyInstance, notices: TrainingNoticesService): () => void {
  app.jobs.define({
    name: TRAINING_NOTICES_JOB,
    cron: '*/5 * * * *',
    onStart: 'queued',
    handler: () => notices.sendDue(),
  });
  return () => {
    app.jobs.send(TRAINING_NOTICES_JOB, {}, { singletonKey: TRAINING_NOTICES_JOB }).catch((error: unknown) => {
      app.log.error({ err: error }, 'training notices could not be queued; the five-minute job sends them');
    });
  };
}
