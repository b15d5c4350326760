import { and, eq } from 'drizzle-orm';
import type { UserRole } from '@gym/contracts/auth';
import { STAFF_ACTION_MESSAGES } from '@gym/contracts/staff-member-actions';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import type { StaffScopes } from '../scope/staff-scopes';

/** The member a staff action is about, as the audit row names it. */
export interface ActedOnMember {
  id: string;
  homeClubId: string | null;
}

/**
 * The member `memberId` if their home club is one the account works (the director: any member); otherwise 404 as if
 * there were no such member (docs/decisions/0032), so an account cannot learn who exists outside its clubs.
 */
export async function memberInScope(
  db: Database,
  scopes: StaffScopes,
  account: { id: string; role: UserRole },
  memberId: string,
): Promise<ActedOnMember> {
  const scope = await scopes.of(account);
  const [member] = await db
    .select({ id: users.id, homeClubId: users.homeClubId })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.role, 'member')));
  const inScope =
    member && (scope.allClubs || (member.homeClubId !== null && scope.clubIds.includes(member.homeClubId)));
  if (!inScope) throw notFound(STAFF_ACTION_MESSAGES.memberNotFound);
  return member;
}
