// The front door of staff/schedule: what other modules (and the app's composition) may use; the rest is internal.
export { staffScheduleRoutes } from './staff-schedule.routes';
export { StaffScheduleService } from './staff-schedule.service';
