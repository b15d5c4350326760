// The front door of classes/reminders: what other modules (and the app's composition) may use; the rest is internal.
export { RemindersRepository } from './reminders.repository';
export { RemindersService, reminderDue } from './reminders.service';
export { CLASS_REMINDERS_JOB, scheduleClassReminders } from './reminders.module';
export { classSettingsRoutes } from './reminders.routes';
