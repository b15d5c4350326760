import { eq, sql } from 'drizzle-orm';
import { EMAIL_ALREADY_EXIST_MESSAGE, NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { mayJoinOnline } from '../lookup';
import { UsersRepository, newScanCode } from '../../accounts/users';
import type { JoinPayload } from './join-payload';

export type MemberWrite = { kind: 'ok'; userId: string; memberNumber: number } | { kind: 'conflict'; message: string };

function personalDetails(payload: JoinPayload) {
  const { body } = payload;
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    birthday: body.dateOfBirth,
    phone: String(payload.kind === 'new' ? payload.body.phoneNumber : payload.body.cellPhone),
    address: body.contactAddressLine1,
    city: body.contactCity,
    state: body.contactState,
    zip: body.contactZip,
    emergencyContactName: body.emergencyContactName,
    emergencyContactPhone: String(body.emergencyContactPhone),
    homeClubId: String(body.homeClubId),
    // The language the join ran in: the account's e-mails and documents are written in it (docs/decisions/0039).
    locale: payload.locale ?? 'en',
  };
}

/**
 * The member a join makes, inside the commit's transaction: a new person becomes an active member (no account may
 * have the e-mail: the check runs under a lock on the e-mail, so two runs cannot both pass it); a former member's
 * account is reactivated and updated, if it may still join online (docs/decisions/0006).
 */
export async function writeMember(tx: Database, payload: JoinPayload, at: Date): Promise<MemberWrite> {
  if (payload.kind === 'new') {
    const email = payload.body.email.trim();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email.toLowerCase()}))`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (taken.length > 0) return { kind: 'conflict', message: EMAIL_ALREADY_EXIST_MESSAGE };
    const [row] = await tx
      .insert(users)
      .values({ ...personalDetails(payload), email, role: 'member', memberStatus: 'active', scanCode: newScanCode() })
      .returning({ id: users.id, memberNumber: users.memberNumber });
    if (!row) throw new Error('user insert returned no row');
    return { kind: 'ok', userId: row.id, memberNumber: row.memberNumber };
  }

  const [account] = await tx
    .select()
    .from(users)
    .where(eq(users.memberNumber, Number(payload.body.caID)))
    .for('update');
  if (!account || !(await mayRejoin(tx, account))) return { kind: 'conflict', message: NOT_ELIGIBLE_MESSAGE };
  await tx
    .update(users)
    .set({ ...personalDetails(payload), memberStatus: 'active', updatedAt: at })
    .where(eq(users.id, account.id));
  return { kind: 'ok', userId: account.id, memberNumber: account.memberNumber };
}

/** Who a join is for, as its attempt's claim names them (docs/decisions/0023). */
export function personKeyOf(payload: JoinPayload): string {
  return payload.kind === 'new'
    ? `email:${payload.body.email.trim().toLowerCase()}`
    : `member:${Number(payload.body.caID)}`;
}

/** Whether the person may still join: a new person's e-mail is no account's, a former member may rejoin. */
export async function personMayJoin(db: Database, payload: JoinPayload): Promise<boolean> {
  if (payload.kind === 'new') {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${payload.body.email.trim().toLowerCase()}`)
      .limit(1);
    return taken.length === 0;
  }
  const account = await new UsersRepository(db).findByMemberNumber(payload.body.caID);
  return account ? mayRejoin(db, account) : false;
}

/** A member account, not active, whose e-mail no active member or staff account shares. */
export async function mayRejoin(db: Database, account: typeof users.$inferSelect): Promise<boolean> {
  if (account.role !== 'member' || account.memberStatus === 'active') return false;
  const sharing = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email.trim().toLowerCase()}`);
  return mayJoinOnline(sharing);
}
