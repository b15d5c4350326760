// The front door of staff/member-profile: what other modules (and the app's composition) may use; the rest is internal.
export { createMemberProfile } from './member-profile.module';
export { memberProfileRoutes } from './member-profile.routes';
