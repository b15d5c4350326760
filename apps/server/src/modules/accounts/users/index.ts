// The front door of accounts/users: what other modules (and the app's composition) may use; the rest is internal.
export { isActiveMember, isStaff } from './accounts';
export { newScanCode } from './scan-code';
export { UsersRepository } from './users.repository';
export type { UserRow } from './users.repository';
