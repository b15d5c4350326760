// The front door of staff/follow-ups: what other modules (and the app's composition) may use; the rest is internal.
export { abandonedSignupsWhere } from './abandoned-signup-rule';
export { AbandonedSignupsRepository } from './abandoned-signups.repository';
export { followUpsRoutes } from './follow-ups.routes';
export { FollowUpsService } from './follow-ups.service';
export { PastDueRepository } from './past-due.repository';
