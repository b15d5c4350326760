// The front door of membership/card-frame: what other modules (and the app's composition) may use; the rest is internal.
export { memberCardFrameRoutes, signupCardFrameRoutes } from './card-frame.routes';
export { CardFrameService } from './card-frame.service';
