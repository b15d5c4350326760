// The front door of training/sessions: personal-training sessions booked from packs.
export { TrainingSessionsRepository } from './training-sessions.repository';
export { cancelsFree, toTrainingSession } from './session-rules';
export { TrainingSessionsService } from './training-sessions.service';
export { trainingRoutes } from './training.routes';
export { sessionEvent } from './session-event';
export type { SessionView } from './training-sessions.repository';
