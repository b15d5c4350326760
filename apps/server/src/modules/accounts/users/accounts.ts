import type { UserRole } from '../../../db/schema';

/** Accounts that belong to the gym's staff rather than to its members. */
export const STAFF_ROLES: readonly UserRole[] = ['trainer', 'director', 'staff', 'manager'];

export function isStaff(account: { role: UserRole }): boolean {
  return STAFF_ROLES.includes(account.role);
}

/** A member account whose membership is current: the only kind that may refer a friend. */
export function isActiveMember(account: { role: UserRole; memberStatus: string }): boolean {
  return account.role === 'member' && account.memberStatus === 'active';
}
