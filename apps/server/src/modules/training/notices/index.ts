// The front door of training/notices: what members and trainers are told of their sessions.
export { TrainingNoticesRepository } from './training-notices.repository';
export { TrainingNoticesService } from './training-notices.service';
export { TRAINING_NOTICES_JOB, scheduleTrainingNotices } from './training-notices.module';
