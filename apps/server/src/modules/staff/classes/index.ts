// The front door of staff/classes: what other modules (and the app's composition) may use; the rest is internal.
export { staffClassesRoutes } from './staff-classes.routes';
export { StaffClassesService } from './staff-classes.service';
