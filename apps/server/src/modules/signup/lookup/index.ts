// The front door of signup/lookup: what other modules (and the app's composition) may use; the rest is internal.
export { mayJoinOnline } from './eligibility';
export { signupLookupRoutes } from './signup-lookup.routes';
export { SignupLookupService } from './signup-lookup.service';
