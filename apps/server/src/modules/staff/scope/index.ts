// The front door of staff/scope: what other modules (and the app's composition) may use; the rest is internal.
export { inClubs } from './in-clubs';
export { staffScopeRoutes } from './staff-scope.routes';
export { StaffScopes, coversClub } from './staff-scopes';
export type { ScopedMember } from './staff-scopes';
