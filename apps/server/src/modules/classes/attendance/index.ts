// The front door of classes/attendance: what other modules (and the app's composition) may use; the rest is internal.
export { AttendanceRepository } from './attendance.repository';
export { AttendanceService } from './attendance.service';
