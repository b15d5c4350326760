// The front door of accounts/profile: what other modules (and the app's composition) may use; the rest is internal.
export { ProfileRepository } from './profile.repository';
export { profileRoutes } from './profile.routes';
export { ProfileService } from './profile.service';
export type { MembershipGroupsOf } from './profile.service';
