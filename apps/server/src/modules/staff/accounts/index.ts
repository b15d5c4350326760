// The front door of staff/accounts: what other modules (and the app's composition) may use; the rest is internal.
export { StaffAccountsRepository } from './staff-accounts.repository';
export { staffAccountsRoutes } from './staff-accounts.routes';
export { StaffAccountsService } from './staff-accounts.service';
