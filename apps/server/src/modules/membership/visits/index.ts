// The front door of membership/visits: what other modules (and the app's composition) may use; the rest is internal.
export { VisitsRepository } from './visits.repository';
export type { AuditManualCheckIn } from './visits.repository';
export { visitsRoutes } from './visits.routes';
export type { VisitsRoutesOptions } from './visits.routes';
export { visits } from './visits.schema';
export { VisitsService, toVisit } from './visits.service';
