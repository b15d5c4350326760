// The front door of staff/dashboard: what other modules (and the app's composition) may use; the rest is internal.
export { DashboardClassesRepository } from './dashboard-classes.repository';
export { dashboardClassesRoutes } from './dashboard-classes.routes';
export { DashboardClassesService } from './dashboard-classes.service';
export { DashboardRepository } from './dashboard.repository';
export { dashboardRoutes } from './dashboard.routes';
export { DashboardService } from './dashboard.service';
