// The front door of signup/guests: what other modules (and the app's composition) may use; the rest is internal.
export { guestsRoutes } from './guests.routes';
