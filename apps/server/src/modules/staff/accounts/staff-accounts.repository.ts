import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CONSOLE_ROLES, type AssignableRole, type StaffAccount } from '@gym/contracts/staff';
import type { Database } from '../../../db/client';
import { clubs, staffClubs, users } from '../../../db/schema';
import { newScanCode } from '../../accounts/users';

export interface NewStaffAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: AssignableRole;
  clubIds: string[];
}

/** Staff accounts (front desk, managers, the director) and the clubs assigned to them. */
export class StaffAccountsRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<StaffAccount[]> {
    const rows = await this.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        deactivatedAt: users.deactivatedAt,
        clubIds: sql<string[]>`coalesce(array_agg(${staffClubs.clubId} order by ${staffClubs.clubId})
          filter (where ${staffClubs.clubId} is not null), '{}')`,
      })
      .from(users)
      .leftJoin(staffClubs, eq(staffClubs.userId, users.id))
      .where(inArray(users.role, [...CONSOLE_ROLES]))
      .groupBy(users.id)
      .orderBy(asc(users.lastName), asc(users.firstName));
    return rows.map(({ deactivatedAt, role, ...row }) => ({
      ...row,
      role: role as StaffAccount['role'],
      active: deactivatedAt === null,
    }));
  }

  async find(id: string): Promise<StaffAccount | null> {
    return (await this.list()).find((account) => account.id === id) ?? null;
  }

  async emailInUse(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows.length > 0;
  }

  /** The names of these clubs, in the order given; null when one is no club. */
  async clubNames(clubIds: string[]): Promise<string[] | null> {
    const rows = await this.db
      .select({ id: clubs.id, name: clubs.displayName })
      .from(clubs)
      .where(inArray(clubs.id, clubIds));
    const names = clubIds.map((id) => rows.find((row) => row.id === id)?.name);
    return names.every((name) => name !== undefined) ? (names as string[]) : null;
  }

  /** Inside the caller's transaction. The account has no password until its set-password link is used. */
  async create(tx: Database, account: NewStaffAccount): Promise<string> {
    const [row] = await tx
      .insert(users)
      .values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        memberStatus: 'active',
        homeClubId: account.clubIds[0] ?? null,
        scanCode: newScanCode(),
      })
      .returning({ id: users.id });
    await tx.insert(staffClubs).values(account.clubIds.map((clubId) => ({ userId: row!.id, clubId })));
    return row!.id;
  }

  /**
   * Inside the caller's transaction. The role is a claim of the account's sessions: they end (session version up)
   * so the next sign-in carries the new one.
   */
  async assign(tx: Database, id: string, role: AssignableRole, clubIds: string[]): Promise<void> {
    await tx
      .update(users)
      .set({ role, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx.delete(staffClubs).where(eq(staffClubs.userId, id));
    await tx.insert(staffClubs).values(clubIds.map((clubId) => ({ userId: id, clubId })));
  }

  /** Inside the caller's transaction: no more sign-ins, and every session ends now. */
  async deactivate(tx: Database, id: string, at: Date): Promise<void> {
    await tx
      .update(users)
      .set({ deactivatedAt: at, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
      .where(and(eq(users.id, id), sql`${users.deactivatedAt} is null`));
  }
}
