// The front door of staff/dashboard: what other modules (and the app's composition) may use; the rest is internal.
export { DashboardRepository } from './dashboard.repository';
export { dashboardRoutes } from './dashboard.routes';
export { DashboardService } from './dashboard.service';
