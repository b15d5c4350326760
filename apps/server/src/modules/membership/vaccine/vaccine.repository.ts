import type { VaccineRecordStatus } from '@gym/contracts/vaccine';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships, users, vaccineRecords } from '../../../db/schema';
import { currentMembership } from '../current-membership';

export type VaccineRecordRow = typeof vaccineRecords.$inferSelect;

/** A review's outcome: a rejection always carries the reason the member is told. */
export type ReviewDecision = { status: 'confirmed' } | { status: 'rejected'; reason: string };

/** How many records one staff list shows; the pending queue is read oldest first, so nothing waits unseen. */
const LIST_LIMIT = 200;

/**
 * Writes the audit row of a review inside its transaction (the staff domain's audit log, docs/decisions/0032, passed
 * in at registration: the accounts domain does not import the staff domain).
 */
export type AuditReview = (
  tx: Database,
  review: { reviewerId: string; memberId: string; decision: ReviewDecision },
) => Promise<void>;

export class VaccineRepository {
  constructor(
    private readonly db: Database,
    private readonly auditReview: AuditReview,
  ) {}

  async insert(record: { id: string; userId: string; storageKey: string; contentType: string }) {
    await this.db.insert(vaccineRecords).values(record);
  }

  async find(id: string): Promise<VaccineRecordRow | undefined> {
    const [row] = await this.db.select().from(vaccineRecords).where(eq(vaccineRecords.id, id));
    return row;
  }

  /** Who a rejection e-mail goes to. */
  async memberOf(userId: string) {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** Records in one status with their member: pending oldest first (a queue), reviewed ones newest first. */
  list(status: VaccineRecordStatus) {
    return this.db
      .select({
        id: vaccineRecords.id,
        memberNumber: users.memberNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: vaccineRecords.createdAt,
        contentType: vaccineRecords.contentType,
        status: vaccineRecords.status,
        rejectionReason: vaccineRecords.rejectionReason,
      })
      .from(vaccineRecords)
      .innerJoin(users, eq(users.id, vaccineRecords.userId))
      .where(eq(vaccineRecords.status, status))
      .orderBy(status === 'pending' ? asc(vaccineRecords.createdAt) : desc(vaccineRecords.reviewedAt))
      .limit(LIST_LIMIT);
  }

  /**
   * Marks a pending record reviewed (a rejection with its reason) and, on confirm, adds the user group to the
   * member's current membership: one transaction, so a confirmed record always has its group. Null when the
   * record was not pending (it was reviewed meanwhile: the status condition makes two reviewers race safely).
   */
  review(id: string, reviewerId: string, decision: ReviewDecision, userGroup: string, at: Date) {
    const { status } = decision;
    const rejectionReason = decision.status === 'rejected' ? decision.reason : null;
    return this.db.transaction(async (tx) => {
      const [record] = await tx
        .update(vaccineRecords)
        .set({ status, rejectionReason, reviewedBy: reviewerId, reviewedAt: at })
        .where(and(eq(vaccineRecords.id, id), eq(vaccineRecords.status, 'pending')))
        .returning();
      if (!record) return null;
      await this.auditReview(tx, { reviewerId, memberId: record.userId, decision });
      const membership = await currentMembership(tx, record.userId);
      if (!membership) return { record, userGroups: null };
      if (status !== 'confirmed') return { record, userGroups: membership.userGroups };
      const [updated] = await tx
        .update(memberships)
        .set({
          userGroups: sql`case when ${userGroup} = any(${memberships.userGroups}) then ${memberships.userGroups}
            else array_append(${memberships.userGroups}, ${userGroup}::text) end`,
        })
        .where(eq(memberships.id, membership.id))
        .returning({ userGroups: memberships.userGroups });
      return { record, userGroups: updated?.userGroups ?? null };
    });
  }
}
