// The front door of club/hours: what other modules (and the app's composition) may use; the rest is internal.
export { ClubHoursRepository } from './club-hours.repository';
export { ClubHoursService } from './club-hours.service';
export { clubHoursRoutes } from './club-hours.routes';
export { hoursOn, openingState, weekdayOf } from './opening-state';
