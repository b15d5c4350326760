import { asc, eq, sql } from 'drizzle-orm';
import { isMemberNumber } from '@gym/contracts/member-number';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The account's side of a member token's check (docs/decisions/0020). */
export interface AccountSession {
  sessionVersion: number;
  role: UserRow['role'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of the users table that the sign-up calls need. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  /** Every account with this e-mail, in any case (a family shares one), lowest member number first. */
  findByEmail(email: string): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .orderBy(asc(users.memberNumber));
  }

  /** The trainers whose home club this is, by name: who a club's page shows (issue 28). */
  trainersAt(clubId: string): Promise<Pick<UserRow, 'id' | 'firstName' | 'lastName'>[]> {
    return this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(sql`${users.homeClubId} = ${clubId} and ${users.role} = 'trainer' and ${users.deactivatedAt} is null`)
      .orderBy(asc(users.firstName), asc(users.lastName));
  }

  /**
   * What every member request checks its token against: a primary-key read of two columns. Undefined when the
   * account is gone (or the id cannot be one: Postgres would reject it rather than find nothing).
   */
  async sessionOf(userId: string): Promise<AccountSession | undefined> {
    if (!UUID.test(userId)) return undefined;
    const [row] = await this.db
      .select({ sessionVersion: users.sessionVersion, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async findByMemberNumber(memberNumber: string): Promise<UserRow | undefined> {
    if (!isMemberNumber(memberNumber)) return undefined;
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.memberNumber, Number(memberNumber)));
    return row;
  }
}
