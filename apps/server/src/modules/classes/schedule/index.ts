// The front door of classes/schedule: what other modules (and the app's composition) may use; the rest is internal.
export { ScheduleRepository, toClassSession } from './schedule.repository';
export { scheduleRoutes } from './schedule.routes';
export { ScheduleService } from './schedule.service';
export { SESSIONS_AHEAD_JOB, scheduleSessionsAhead } from './schedule.module';
export { occurrenceDays, sessionSpan, withinHours } from './occurrences';
export { SeriesRepository } from './series.repository';
export type { SeriesRecord } from './series.repository';
export { SeriesService, classTypeIdOf } from './series.service';
export type { SeriesChange } from './series.service';
