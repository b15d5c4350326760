// The front door of realtime/calls: what other modules (and the app's composition) may use; the rest is internal.
export { CallsRepository } from './calls.repository';
export { callsRoutes } from './calls.routes';
export { CallsService } from './calls.service';
export { registerCallEvents } from './calls.socket';
