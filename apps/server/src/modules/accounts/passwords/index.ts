// The front door of accounts/passwords: what other modules (and the app's composition) may use; the rest is internal.
export { passwordResetRoutes, passwordUpdateRoutes } from './passwords.routes';
export { PasswordsService } from './passwords.service';
