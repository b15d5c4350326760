// The front door of realtime/calls: what other modules (and the app's composition) may use; the rest is internal.
export { callsRoutes } from './calls.routes';
export { CallsService } from './calls.service';
export { createCallsModule } from './calls.module';
