// The front door of system/health: what other modules (and the app's composition) may use; the rest is internal.
export { healthRoutes } from './health.routes';
