// The front door of signup/join: what other modules (and the app's composition) may use; the rest is internal.
export type { StoredJoinAnswer } from './join-answers';
export { joinCopyRoutes } from './join-copy.routes';
export { purchaseOf } from './join-quote';
export type { JoinQuote } from './join-quote';
export type { AttemptCard } from './join-submissions.repository';
export { createJoinModule, scheduleJoinMaintenance } from './join.module';
export { joinRoutes } from './join.routes';
