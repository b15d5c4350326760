import { and, asc, eq } from 'drizzle-orm';
import { LOGIN_MESSAGES, type UserRole } from '@gym/contracts/auth';
import { MESSAGES } from '@gym/contracts/messages';
import { STAFF_MESSAGES, type StaffScope, isConsoleRole } from '@gym/contracts/staff';
import { STAFF_ACTION_MESSAGES } from '@gym/contracts/staff-member-actions';
import type { Database } from '../../../db/client';
import { clubs, staffClubs, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';

/**
 * Which clubs a staff account works on (docs/decisions/0032): the director every club, the front desk and a
 * manager the clubs the director assigned them. Every staff route asks here, on the server, for each request.
 */
export class StaffScopes {
  constructor(private readonly db: Database) {}

  async of(account: { id: string; role: UserRole }): Promise<StaffScope> {
    const { role } = account;
    if (!isConsoleRole(role)) throw new AppError('FORBIDDEN', LOGIN_MESSAGES.notAllowed);
    if (role === 'director') {
      const rows = await this.db.select({ id: clubs.id }).from(clubs).orderBy(asc(clubs.id));
      return { role, allClubs: true, clubIds: rows.map((row) => row.id) };
    }
    const rows = await this.db
      .select({ clubId: staffClubs.clubId })
      .from(staffClubs)
      .where(eq(staffClubs.userId, account.id))
      .orderBy(asc(staffClubs.clubId));
    return { role, allClubs: false, clubIds: rows.map((row) => row.clubId) };
  }

  /** 403 unless the club is one the account works on; 404 'club does not exist' for no club at all. */
  async requireClub(account: { id: string; role: UserRole }, clubId: string): Promise<void> {
    const scope = await this.of(account);
    if (scope.clubIds.includes(clubId)) return;
    const [club] = await this.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw notFound(MESSAGES.clubDoesNotExist);
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.clubOutOfScope);
  }

  /**
   * The member `memberId` if their home club is one the account works (the director: any member); otherwise 404
   * 'Member not found' as if there were no such member, so an account cannot learn who exists outside its clubs.
   */
  async requireMember(account: { id: string; role: UserRole }, memberId: string): Promise<ScopedMember> {
    const scope = await this.of(account);
    const [member] = await this.db
      .select({ id: users.id, homeClubId: users.homeClubId })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.role, 'member')));
    if (!member || !coversClub(scope, member.homeClubId)) throw notFound(STAFF_ACTION_MESSAGES.memberNotFound);
    return member;
  }
}

/** A member a staff action is about, as the audit row names them. */
export interface ScopedMember {
  id: string;
  homeClubId: string | null;
}

/** Whether a member of this home club is one of the scope's (a member with no home club is no manager's). */
export function coversClub(scope: StaffScope, clubId: string | null): boolean {
  return scope.allClubs || (clubId !== null && scope.clubIds.includes(clubId));
}
