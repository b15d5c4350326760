// The front door of signup/utm: what other modules (and the app's composition) may use; the rest is internal.
export { utmRoutes } from './utm.routes';
