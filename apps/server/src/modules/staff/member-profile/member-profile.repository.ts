import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  cancellations,
  clubs,
  freezes,
  memberDocuments,
  memberNotes,
  memberships,
  planChanges,
  plans,
  refunds,
  users,
  vaccineRecords,
} from '../../../db/schema';

export type MemberRow = typeof users.$inferSelect & { homeClubName: string | null };
export type MembershipRow = Pick<
  typeof memberships.$inferSelect,
  'id' | 'status' | 'startDate' | 'endDate' | 'priceCents' | 'createdAt'
> & { planName: string; clubName: string };
export type FreezeRow = typeof freezes.$inferSelect;
export type CancellationRow = typeof cancellations.$inferSelect;
export type PlanChangeRow = Pick<
  typeof planChanges.$inferSelect,
  'id' | 'reference' | 'fromPriceCents' | 'toPriceCents' | 'effectiveDate' | 'status' | 'createdAt'
> & { fromPlanName: string; toPlanName: string };
export type RefundRow = Pick<
  typeof refunds.$inferSelect,
  'id' | 'chargeId' | 'amountCents' | 'status' | 'reason' | 'createdAt'
> & { requestedBy: string | null };
export type NoteRow = { id: string; body: string; authorName: string; createdAt: Date };

const fromPlans = alias(plans, 'from_plans');
const toPlans = alias(plans, 'to_plans');
const authors = alias(users, 'authors');

/**
 * What a member's page reads beyond the member side's billing, visits and guest passes (docs/decisions/0034), every
 * query for one member id. The member is found only among the given clubs (null: every club), so that a member of
 * another club is answered as one that does not exist.
 */
export class MemberProfileRepository {
  constructor(private readonly db: Database) {}

  async member(memberId: string, clubIds: string[] | null): Promise<MemberRow | undefined> {
    if (clubIds !== null && clubIds.length === 0) return undefined;
    const [row] = await this.db
      .select({ user: users, homeClubName: clubs.displayName })
      .from(users)
      .leftJoin(clubs, eq(clubs.id, users.homeClubId))
      .where(
        and(
          eq(users.id, memberId),
          eq(users.role, 'member'),
          clubIds === null ? undefined : inArray(users.homeClubId, clubIds),
        ),
      );
    return row && { ...row.user, homeClubName: row.homeClubName };
  }

  memberships(userId: string): Promise<MembershipRow[]> {
    return this.db
      .select({
        id: memberships.id,
        status: memberships.status,
        startDate: memberships.startDate,
        endDate: memberships.endDate,
        priceCents: memberships.priceCents,
        createdAt: memberships.createdAt,
        planName: plans.name,
        clubName: clubs.displayName,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .innerJoin(clubs, eq(clubs.id, memberships.clubId))
      .where(eq(memberships.userId, userId))
      .orderBy(desc(memberships.createdAt));
  }

  freezes(userId: string): Promise<FreezeRow[]> {
    return this.db.select().from(freezes).where(eq(freezes.userId, userId)).orderBy(desc(freezes.createdAt));
  }

  cancellations(userId: string): Promise<CancellationRow[]> {
    return this.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.userId, userId))
      .orderBy(desc(cancellations.createdAt));
  }

  planChanges(userId: string): Promise<PlanChangeRow[]> {
    return this.db
      .select({
        id: planChanges.id,
        reference: planChanges.reference,
        fromPriceCents: planChanges.fromPriceCents,
        toPriceCents: planChanges.toPriceCents,
        effectiveDate: planChanges.effectiveDate,
        status: planChanges.status,
        createdAt: planChanges.createdAt,
        fromPlanName: fromPlans.name,
        toPlanName: toPlans.name,
      })
      .from(planChanges)
      .innerJoin(fromPlans, eq(fromPlans.id, planChanges.fromPlanId))
      .innerJoin(toPlans, eq(toPlans.id, planChanges.toPlanId))
      .where(eq(planChanges.userId, userId))
      .orderBy(desc(planChanges.createdAt));
  }

  /** Every refund of the member (a cancellation's or the staff's), newest first, with who gave it. */
  refunds(userId: string): Promise<RefundRow[]> {
    return this.db
      .select({
        id: refunds.id,
        chargeId: refunds.chargeId,
        amountCents: refunds.amountCents,
        status: refunds.status,
        reason: refunds.reason,
        createdAt: refunds.createdAt,
        requestedBy: sql<string | null>`${authors.firstName} || ' ' || ${authors.lastName}`,
      })
      .from(refunds)
      .leftJoin(authors, eq(authors.id, refunds.requestedBy))
      .where(eq(refunds.userId, userId))
      .orderBy(desc(refunds.createdAt), desc(refunds.id));
  }

  documents(userId: string) {
    return this.db
      .select()
      .from(memberDocuments)
      .where(eq(memberDocuments.userId, userId))
      .orderBy(desc(memberDocuments.createdAt));
  }

  vaccineRecords(userId: string) {
    return this.db
      .select()
      .from(vaccineRecords)
      .where(eq(vaccineRecords.userId, userId))
      .orderBy(desc(vaccineRecords.createdAt));
  }

  /** A stored file of the member's: a PDF of member_documents or a vaccine record. */
  async documentFile(
    userId: string,
    documentId: string,
  ): Promise<{ storageKey: string; fileName: string; contentType: string } | undefined> {
    const [document] = await this.db
      .select()
      .from(memberDocuments)
      .where(and(eq(memberDocuments.userId, userId), eq(memberDocuments.id, documentId)));
    if (document)
      return { storageKey: document.storageKey, fileName: document.fileName, contentType: 'application/pdf' };
    const [record] = await this.db
      .select()
      .from(vaccineRecords)
      .where(and(eq(vaccineRecords.userId, userId), eq(vaccineRecords.id, documentId)));
    if (!record) return undefined;
    return { storageKey: record.storageKey, fileName: vaccineFileName(record), contentType: record.contentType };
  }

  notes(memberId: string, limit: number): Promise<NoteRow[]> {
    return this.db
      .select({
        id: memberNotes.id,
        body: memberNotes.body,
        createdAt: memberNotes.createdAt,
        authorName: sql<string>`${authors.firstName} || ' ' || ${authors.lastName}`,
      })
      .from(memberNotes)
      .innerJoin(authors, eq(authors.id, memberNotes.authorId))
      .where(eq(memberNotes.memberId, memberId))
      .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
      .limit(limit);
  }

  /** Pass the transaction that also writes the note's audit row. */
  async addNote(
    tx: Database,
    note: { memberId: string; authorId: string; body: string; createdAt: Date },
  ): Promise<NoteRow> {
    const [row] = await tx.insert(memberNotes).values(note).returning();
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, note.authorId));
    if (!row || !author) throw new Error('member note insert returned no row');
    return {
      id: row.id,
      body: row.body,
      createdAt: row.createdAt,
      authorName: `${author.firstName} ${author.lastName}`,
    };
  }
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

export function vaccineFileName(record: { createdAt: Date; contentType: string }): string {
  return `vaccine-record-${record.createdAt.toISOString().slice(0, 10)}.${EXTENSIONS[record.contentType] ?? 'bin'}`;
}
