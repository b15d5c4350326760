// The front door of staff/plan-prices: what other modules (and the app's composition) may use; the rest is internal.
export { PlanPricesRepository } from './plan-prices.repository';
export { planPricesRoutes } from './plan-prices.routes';
export { PlanPricesService } from './plan-prices.service';
