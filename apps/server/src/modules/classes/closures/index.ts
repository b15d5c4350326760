// The front door of classes/closures: what other modules (and the app's composition) may use; the rest is internal.
export { ClassClosuresService } from './class-closures.service';
