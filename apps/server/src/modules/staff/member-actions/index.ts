// The front door of staff/member-actions: what other modules (and the app's composition) may use; the rest is internal.
export { createMemberActions } from './member-actions.module';
export { memberActionsRoutes } from './member-actions.routes';
