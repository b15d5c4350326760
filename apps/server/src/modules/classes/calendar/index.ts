// The front door of classes/calendar: what other modules (and the app's composition) may use; the rest is internal.
export { CalendarRepository } from './calendar.repository';
export { classesCalendar } from './booking-event';
export { type CalendarSource, CalendarService } from './calendar.service';
export { calendarFeedRoutes, calendarRoutes } from './calendar.routes';
