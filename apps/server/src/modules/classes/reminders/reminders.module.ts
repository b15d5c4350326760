import type { FastifyInstance } from 'fastify';
import type { RemindersService } from './reminders.service';

export const CLASS_REMINDERS_JOB = 'class-reminders';

/** Reminders are looked for every five minutes, on one instance at a time (each is written once anyway). */
export function scheduleClassReminders(app: FastifyInstance, reminders: RemindersService): void {
  app.jobs.define({ name: CLASS_REMINDERS_JOB, cron: '*/5 * * * *', handler: () => reminders.remindDue() });
}
