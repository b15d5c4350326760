// The front door of staff/training: personal training in the console.
export { StaffTrainingService } from './staff-training.service';
export { staffTrainingRoutes } from './staff-training.routes';
