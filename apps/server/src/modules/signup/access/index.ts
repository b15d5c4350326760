// The front door of signup/access: what other modules (and the app's composition) may use; the rest is internal.
export { signupAccessRoutes } from './signup-access.routes';
export { SignupAccessService } from './signup-access.service';
