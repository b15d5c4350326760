// The front door of membership/vaccine: what other modules (and the app's composition) may use; the rest is internal.
export { VaccineRepository } from './vaccine.repository';
export type { AuditReview } from './vaccine.repository';
export { staffVaccineRoutes, vaccineTicketRoutes, vaccineUploadRoutes } from './vaccine.routes';
export { VaccineService } from './vaccine.service';
