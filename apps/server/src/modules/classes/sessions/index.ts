// The front door of classes/sessions: what other modules (and the app's composition) may use; the rest is internal.
export { SeriesFollower } from './series-follower';
export { SessionMovesRepository } from './session-moves.repository';
export { SessionsRepository } from './sessions.repository';
export type { SessionRow } from './sessions.repository';
export { SessionsService } from './sessions.service';
export { trainerClassesRoutes } from './trainer-classes.routes';
