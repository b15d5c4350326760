import type { UserExistence } from '@gym/contracts/signup-lookup';
import type { MemberStatus, UserRole } from '../../../db/schema';
import { isStaff } from '../../accounts/users';

export interface AccountFacts {
  memberNumber: number;
  role: UserRole;
  memberStatus: MemberStatus;
  primaryUserId: string | null;
}

/**
 * Who may join online (docs/decisions/0006): nobody whose e-mail belongs to a currently active member
 * or to a staff account. Former members and prospects may; a new e-mail may.
 */
export function mayJoinOnline(accounts: readonly AccountFacts[]): boolean {
  return !accounts.some((account) => isStaff(account) || account.memberStatus === 'active');
}

/** A family shares one e-mail: the primary account (the one not linked to another) speaks for it. */
export function primaryAccount<T extends AccountFacts>(accounts: readonly T[]): T | undefined {
  const byNumber = [...accounts].sort((a, b) => a.memberNumber - b.memberNumber);
  return byNumber.find((account) => account.primaryUserId === null) ?? byNumber[0];
}

/** The answer of POST /api/ols/check-user-exists for the accounts that have the e-mail. */
export function userExistence(accounts: readonly AccountFacts[]): UserExistence {
  const primary = primaryAccount(accounts);
  if (!primary) return { status: 404, data: null, eligible: true };
  return { status: 200, data: String(primary.memberNumber), eligible: mayJoinOnline(accounts) };
}
