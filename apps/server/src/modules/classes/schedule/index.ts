// The front door of classes/schedule: what other modules (and the app's composition) may use; the rest is internal.
export { ScheduleRepository, toClassSession } from './schedule.repository';
export { scheduleRoutes } from './schedule.routes';
export { ScheduleService } from './schedule.service';
export { SESSIONS_AHEAD_JOB, scheduleSessionsAhead } from './schedule.module';
export { withinHours } from './occurrences';
