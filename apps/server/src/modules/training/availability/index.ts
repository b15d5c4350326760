// The front door of training/availability: a trainer's hours, time off and free slots.
export { AvailabilityRepository } from './availability.repository';
export { AvailabilityService } from './availability.service';
