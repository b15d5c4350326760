import { and, desc, eq, sql } from 'drizzle-orm';
import { cardBrandName } from '@gym/contracts/card-brand';
import type { Database } from '../../../db/client';
import {
  charges,
  clubs,
  eSignatures,
  joinAttempts,
  joinSubmissions,
  memberships,
  plans,
  users,
} from '../../../db/schema';
import type { JoinQuote, StoredJoinAnswer } from '../join';

/** A member's latest join, with everything its documents and e-mail print. */
export interface JoinRecord {
  runKey: string;
  succeededAt: Date;
  confirmationSentAt: Date | null;
  user: typeof users.$inferSelect;
  club: typeof clubs.$inferSelect;
  charge: typeof charges.$inferSelect;
  quote: JoinQuote;
  /** The card as printed: 'Visa', not the stored 'visa'. */
  card: { type: string; last4: string };
  /** A former member rejoined (update-user: their attempt's kind is 'existing'), rather than a new person. */
  rejoined: boolean;
}

/** Reads of a finished join for the follow-up calls (documents, e-signature, confirmation e-mail). */
export class JoinRecordsRepository {
  constructor(private readonly db: Database) {}

  /** The e-signature of the join's agreement. */
  async addSignature(values: typeof eSignatures.$inferInsert): Promise<void> {
    await this.db.insert(eSignatures).values(values);
  }

  async latestForUser(userId: string): Promise<JoinRecord | undefined> {
    const [row] = await this.db
      .select({ runKey: joinSubmissions.runKey })
      .from(joinSubmissions)
      .where(and(eq(joinSubmissions.userId, userId), eq(joinSubmissions.status, 'succeeded')))
      .orderBy(desc(joinSubmissions.succeededAt))
      .limit(1);
    return row && this.byRunKey(row.runKey);
  }

  async byRunKey(runKey: string): Promise<JoinRecord | undefined> {
    const [row] = await this.db
      .select({
        submission: joinSubmissions,
        user: users,
        charge: charges,
        membership: memberships,
        plan: plans,
        club: clubs,
        rejoined: sql<boolean>`exists (select 1 from ${joinAttempts} where ${joinAttempts.runKey} = ${joinSubmissions.runKey}
          and ${joinAttempts.status} = 'succeeded' and ${joinAttempts.kind} = 'existing')`,
      })
      .from(joinSubmissions)
      .innerJoin(users, eq(users.id, joinSubmissions.userId))
      .innerJoin(charges, eq(charges.id, joinSubmissions.chargeId))
      .innerJoin(memberships, eq(memberships.id, charges.membershipId))
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .innerJoin(clubs, eq(clubs.id, memberships.clubId))
      .where(and(eq(joinSubmissions.runKey, runKey), eq(joinSubmissions.status, 'succeeded')));
    if (!row || !row.submission.succeededAt) return undefined;
    const { membership, plan } = row;
    const answer = row.submission.answer as StoredJoinAnswer;
    return {
      runKey,
      succeededAt: row.submission.succeededAt,
      confirmationSentAt: row.submission.confirmationSentAt,
      user: row.user,
      club: row.club,
      charge: row.charge,
      card: { type: cardBrandName(answer.data.card.type), last4: answer.data.card.last4 },
      rejoined: row.rejoined,
      quote: {
        planId: plan.id,
        clubId: membership.clubId,
        planName: plan.name,
        itemName: plan.itemName,
        isPass: membership.endDate !== null,
        starting: membership.startDate,
        ending: membership.endDate,
        priceCents: membership.priceCents,
        proratedCents: membership.proratedCents,
        lastMonthCents: membership.lastMonthCents,
        totalCents: row.charge.amountCents,
      },
    };
  }

  /** Succeeded joins whose confirmation e-mail has not gone out, finished before `before` (the fallback). */
  async unconfirmedBefore(before: Date, limit = 50): Promise<{ runKey: string; userId: string }[]> {
    const rows = await this.db
      .select({ runKey: joinSubmissions.runKey, userId: joinSubmissions.userId })
      .from(joinSubmissions)
      .where(
        sql`${joinSubmissions.status} = 'succeeded' and ${joinSubmissions.confirmationSentAt} is null
            and ${joinSubmissions.succeededAt} < ${before.toISOString()}`,
      )
      .limit(limit);
    return rows.flatMap((row) => (row.userId ? [{ runKey: row.runKey, userId: row.userId }] : []));
  }

  /** Takes the e-mail for one sender; a claim older than five minutes (a crash) may be taken again. */
  async claimConfirmation(runKey: string): Promise<boolean> {
    const rows = await this.db
      .update(joinSubmissions)
      .set({ confirmationClaimedAt: sql`now()` })
      .where(
        sql`${joinSubmissions.runKey} = ${runKey} and ${joinSubmissions.confirmationSentAt} is null
            and (${joinSubmissions.confirmationClaimedAt} is null
                 or ${joinSubmissions.confirmationClaimedAt} < now() - interval '5 minutes')`,
      )
      .returning({ runKey: joinSubmissions.runKey });
    return rows.length > 0;
  }

  async finishConfirmation(runKey: string, sent: boolean): Promise<void> {
    await this.db
      .update(joinSubmissions)
      .set(sent ? { confirmationSentAt: sql`now()` } : { confirmationClaimedAt: null })
      .where(eq(joinSubmissions.runKey, runKey));
  }
}
