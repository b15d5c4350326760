// The front door of club/plans: what other modules (and the app's composition) may use; the rest is internal.
export { PlansRepository } from './plans.repository';
export { plansRoutes } from './plans.routes';
export { PlansService } from './plans.service';
