// The front door of accounts/auth: what other modules (and the app's composition) may use; the rest is internal.
export { sessionRoutes, signInRoutes } from './auth.routes';
export { AuthService } from './auth.service';
export { issueMemberToken } from './session-user';
export { signInLimits } from './sign-in-limits';
