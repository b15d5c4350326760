// The front door of membership/occupancy: what other modules (and the app's composition) may use; the rest is internal.
export { OccupancyRepository } from './occupancy.repository';
export { occupancyRoutes } from './occupancy.routes';
export { OccupancyService } from './occupancy.service';
