// The front door of classes/bookings: what other modules (and the app's composition) may use; the rest is internal.
export { BookingsRepository } from './bookings.repository';
export { bookingsRoutes } from './bookings.routes';
export { BookingsService } from './bookings.service';
export { PlacesRepository } from './places.repository';
export { DrawsRepository } from './draws.repository';
export { CLASS_DRAWS_JOB, DrawsService, scheduleClassDraws } from './draws.service';
