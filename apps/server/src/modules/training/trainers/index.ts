// The front door of training/trainers: trainers' public profiles and a trainer's own.
export { TrainersRepository } from './trainers.repository';
export { TrainersService } from './trainers.service';
export { publicTrainingRoutes } from './trainers.routes';
export { trainerSelfRoutes } from './trainer-self.routes';
