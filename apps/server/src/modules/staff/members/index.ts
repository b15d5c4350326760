// The front door of staff/members: what other modules (and the app's composition) may use; the rest is internal.
export { MemberSearchRepository } from './member-search.repository';
export { memberSearchRoutes } from './member-search.routes';
