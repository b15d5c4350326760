import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  checkInSecrets,
  classCalendars,
  classMemberSettings,
  eSignatures,
  followUpContacts,
  memberNotes,
  messages,
  passwordTokens,
  paymentMethods,
  privacyRequests,
  users,
  utmInfo,
  vaccineRecords,
  type PrivacyRequestRow,
} from '../../../db/schema';
import { inClubs } from '../../staff/scope';
import { DELETED_MEMBER_NAME } from '../deleted-member';

export type { PrivacyRequestRow };

/** A request as the console lists it: the row and who completed it. */
export type ListedRequest = PrivacyRequestRow & { completedByName: string | null };

const flat = (row: { request: PrivacyRequestRow; completedByName: string | null }): ListedRequest => ({
  ...row.request,
  completedByName: row.completedByName,
});

/** How many completed requests the console lists (the newest). */
const COMPLETED_LISTED = 50;

/** privacy_requests, and the anonymisation of an account a completed deletion request does (docs/decisions/0054). */
export class PrivacyRequestsRepository {
  constructor(private readonly db: Database) {}

  /** The member's newest request of a kind, open or completed. */
  async latest(userId: string, kind: PrivacyRequestRow['kind']): Promise<PrivacyRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, kind)))
      .orderBy(desc(privacyRequests.receivedAt))
      .limit(1);
    return row;
  }

  /** Undefined when the member already has an open request of the kind (one at a time: the partial unique index). */
  async add(tx: Database, values: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow | undefined> {
    const [row] = await tx.insert(privacyRequests).values(values).onConflictDoNothing().returning();
    return row;
  }

  async byId(id: string): Promise<PrivacyRequestRow | undefined> {
    const [row] = await this.db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    return row;
  }

  private listing() {
    const completer = sql<
      string | null
    >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${privacyRequests.completedBy})`;
    return this.db.select({ request: privacyRequests, completedByName: completer }).from(privacyRequests).$dynamic();
  }

  /** The open requests (soonest due first) and the newest completed ones of the clubs (null: every club). */
  async list(clubIds: readonly string[] | null): Promise<{ open: ListedRequest[]; completed: ListedRequest[] }> {
    const scoped = clubIds === null ? undefined : inClubs(sql`${privacyRequests.clubId}`, clubIds);
    const open = await this.listing()
      .where(and(isNull(privacyRequests.completedAt), scoped))
      .orderBy(asc(privacyRequests.dueAt));
    const completed = await this.listing()
      .where(and(isNotNull(privacyRequests.completedAt), scoped))
      .orderBy(desc(privacyRequests.completedAt))
      .limit(COMPLETED_LISTED);
    return { open: open.map(flat), completed: completed.map(flat) };
  }

  /** One request as the console lists it. */
  async listed(id: string): Promise<ListedRequest | undefined> {
    const [row] = await this.listing().where(eq(privacyRequests.id, id));
    return row ? flat(row) : undefined;
  }

  /** The request, locked for its completion; undefined once another completed it. */
  async lockOpen(tx: Database, id: string): Promise<PrivacyRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.completedAt)))
      .for('update');
    return row;
  }

  /** The member's live places (booked, waiting, drawn for) in classes starting after `now`. */
  async classPlacesAhead(tx: Database, userId: string, now: Date): Promise<string[]> {
    const { rows } = (await tx.execute(sql`select b.id from class_bookings b
        join class_sessions s on s.id = b.session_id
      where b.user_id = ${userId} and b.status in ('booked', 'waitlisted', 'requested')
        and s.starts_at > ${now.toISOString()}`)) as unknown as { rows: { id: string }[] };
    return rows.map((row) => row.id);
  }

  async markCompleted(tx: Database, id: string, values: { completedAt: Date; completedBy: string; outcome: string }) {
    await tx.update(privacyRequests).set(values).where(eq(privacyRequests.id, id));
  }

  /**
   * Anonymises the account in the caller's transaction and answers the storage keys of the files to delete once it
   * commits (the photo, vaccine proofs, message photos, the e-signature's photo). What the law keeps is not
   * touched: charges, the ledger, payment attempts and refunds, the membership rows and their changes, and the
   * member's PDFs (the signed agreement, receipts). See docs/decisions/0054 for the list and the reasons.
   */
  async anonymise(tx: Database, userId: string, today: string, now: Date): Promise<{ files: string[] }> {
    const [account] = await tx
      .select({ email: users.email, photoKey: users.photoKey, memberNumber: users.memberNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) return { files: [] };
    const files: string[] = [];
    if (account.photoKey) files.push(account.photoKey);
    const vaccineFiles = await tx
      .select({ key: vaccineRecords.storageKey })
      .from(vaccineRecords)
      .where(eq(vaccineRecords.userId, userId));
    files.push(...vaccineFiles.map((row) => row.key));
    const ofMember = or(eq(messages.senderId, userId), eq(messages.receiverId, userId));
    const messagePhotos = await tx
      .select({ key: messages.photoKey })
      .from(messages)
      .where(and(ofMember, isNotNull(messages.photoKey)));
    files.push(...messagePhotos.flatMap((row) => (row.key ? [row.key] : [])));
    const signaturePhotos = await tx
      .select({ key: eSignatures.photoKey })
      .from(eSignatures)
      .where(and(eq(eSignatures.userId, userId), isNotNull(eSignatures.photoKey)));
    files.push(...signaturePhotos.flatMap((row) => (row.key ? [row.key] : [])));

    // The account: nothing that names or reaches the person; no way to sign in again (every token ended too).
    await tx
      .update(users)
      .set({
        email: `deleted-${account.memberNumber}@deleted.invalid`,
        ...DELETED_MEMBER_NAME,
        gender: null,
        birthday: null,
        phone: null,
        address: null,
        city: null,
        state: null,
        zip: null,
        emergencyContactName: null,
        emergencyContactPhone: null,
        photoKey: null,
        passwordHash: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        memberStatus: 'former',
        scanCode: `DELETED-${userId}`,
        deactivatedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
    await tx.delete(checkInSecrets).where(eq(checkInSecrets.userId, userId));
    await tx.delete(classCalendars).where(eq(classCalendars.userId, userId));
    await tx.delete(classMemberSettings).where(eq(classMemberSettings.userId, userId));
    await tx.delete(vaccineRecords).where(eq(vaccineRecords.userId, userId));
    await tx.update(messages).set({ text: '', photoKey: null }).where(ofMember);
    await tx.delete(memberNotes).where(eq(memberNotes.memberId, userId));
    await tx.delete(followUpContacts).where(eq(followUpContacts.memberId, userId));
    await tx.delete(utmInfo).where(eq(utmInfo.userId, userId));
    // The signature stays with the signed agreement it proves; the form's copy of the person's details goes.
    await tx.update(eSignatures).set({ audit: null, photoKey: null }).where(eq(eSignatures.userId, userId));
    // No card is left to charge, and the membership ends today: the billing run charges no one after this.
    await tx.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
    await tx.execute(sql`update memberships set status = 'ended',
        end_date = case when end_date is null or end_date > ${today}::date then ${today}::date else end_date end
      where user_id = ${userId} and status = 'active'`);
    // E-mails not yet sent would go to an address that is no more.
    await tx.execute(sql`delete from billing_notices where user_id = ${userId} and sent_at is null`);
    await tx.execute(sql`delete from class_notices where user_id = ${userId} and sent_at is null`);
    await tx.execute(sql`delete from training_notices where user_id = ${userId} and sent_at is null`);
    // Guests the member invited are other people: their names and addresses go.
    await tx.execute(sql`update guest_passes set guest_name = '', guest_email = '' where user_id = ${userId}`);
    // A trainer's private notes are about the person.
    await tx.execute(sql`update training_sessions set notes = '' where user_id = ${userId}`);
    // The join's own records of the person (the form as sent, the card's name): the charge and ledger stay.
    await tx.execute(sql`update join_submissions set answer = null where user_id = ${userId}`);
    await tx.execute(sql`update join_attempts set payload = '{}'::jsonb, card = '{}'::jsonb,
        person_key = 'deleted:' || provider_key
      where status <> 'pending' and run_key in (select run_key from join_submissions where user_id = ${userId})`);
    await tx.execute(sql`delete from signup_tracking where lower(email) = lower(${account.email})`);
    await tx.execute(sql`delete from guests where lower(email) = lower(${account.email})`);
    return { files: [...new Set(files)] };
  }
}
