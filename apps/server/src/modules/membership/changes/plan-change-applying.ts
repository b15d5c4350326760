import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { clubs, memberDocuments, memberships, planChanges, plans, users } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { insertNotices } from '../billing-run';
import type { PaymentAttempt, PaymentPurpose } from '../billing';
import { type ChargeRow, ledger } from '../ledger';
import { documentFileName } from '../membership-agreement';
import { mayMoveTo } from '../status-machines';
import {
  type PlanChangeRow,
  agreementStorageKey,
  planChangeDetails,
  planChangeFeeDescription,
} from './plan-change-rules';

/** The change a plan-change attempt pays for. */
function changeOf(attempt: PaymentAttempt): string {
  if (!attempt.planChangeId) throw new Error(`plan-change attempt ${attempt.id} names no change`);
  return attempt.planChangeId;
}

/**
 * A change of plan or club taking effect (docs/decisions/0028): the membership's plan, club and price, the updated
 * agreement as the member's current one and the notice, each once. An upgrade's prorated difference is charged
 * through the member payment attempts, and this is its purpose there (`PaymentPurpose`): charged, the change is
 * applied with the charge; not charged, it is declined. Scheduled changes are applied by the billing run's step.
 */
export class PlanChangeApplying implements PaymentPurpose {
  readonly chargeKind = 'plan-change' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async names(change: PlanChangeRow, db: Database = this.db): Promise<{ planName: string; clubName: string }> {
    const [row] = await db
      .select({ planName: plans.name, clubName: clubs.displayName })
      .from(plans)
      .innerJoin(clubs, eq(clubs.id, change.toClubId))
      .where(eq(plans.id, change.toPlanId));
    if (!row) throw new Error(`plan change ${change.id} names no plan or club`);
    return row;
  }

  /** PaymentPurpose: the difference charged (its row written now); the change is applied with it, once. */
  async charged(tx: Database, attempt: PaymentAttempt, charge: ChargeRow): Promise<void> {
    // The provider's word is final: a change marked declined meanwhile (no charge found in its lease) is paid.
    const [change] = await tx
      .select()
      .from(planChanges)
      .where(eq(planChanges.id, changeOf(attempt)))
      .for('update');
    if (!change) throw new Error(`plan-change attempt ${attempt.id} names no change`);
    const { planName } = await this.names(change, tx);
    await ledger.chargeFee(tx, {
      userId: change.userId,
      amountCents: charge.amountCents,
      description: planChangeFeeDescription(planName, change.effectiveDate),
      membershipId: change.membershipId,
      at: charge.createdAt,
    });
    await this.apply(tx, change, charge.id);
  }

  /**
   * The billing run's step: applies the scheduled changes whose day has come, each in its own transaction, once
   * (the conditional update: on two instances one applies it, the other finds it applied). Answers how many.
   */
  async applyDue(today: string): Promise<number> {
    const due = await this.db
      .select({ id: planChanges.id })
      .from(planChanges)
      .where(and(eq(planChanges.status, 'scheduled'), lte(planChanges.effectiveDate, today)))
      .orderBy(asc(planChanges.effectiveDate), asc(planChanges.id));
    let applied = 0;
    for (const { id } of due) {
      const done = await this.db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(planChanges)
          .where(and(eq(planChanges.id, id), eq(planChanges.status, 'scheduled')))
          .for('update');
        if (!change) return false;
        await this.apply(tx, change, null);
        return true;
      });
      if (done) applied += 1;
    }
    return applied;
  }

  /** The agreement signed for the change becomes the member's current one (member_documents). */
  async adoptAgreement(tx: Database, change: PlanChangeRow): Promise<PlanChangeRow> {
    const [user] = await tx.select({ memberNumber: users.memberNumber }).from(users).where(eq(users.id, change.userId));
    const [agreement] = await tx
      .insert(memberDocuments)
      .values({
        userId: change.userId,
        type: 'membership-agreement',
        storageKey: agreementStorageKey(change.userId, change.id),
        fileName: documentFileName('membership-agreement', user!.memberNumber),
        createdAt: this.clock.now(),
      })
      .returning({ id: memberDocuments.id });
    const [row] = await tx
      .update(planChanges)
      .set({ agreementId: agreement!.id })
      .where(eq(planChanges.id, change.id))
      .returning();
    return row!;
  }

  /** The membership takes the change's plan, club and price; the change is applied (and told, unless scheduled). */
  async apply(tx: Database, given: PlanChangeRow, chargeId: string | null): Promise<PlanChangeRow> {
    const change = given.agreementId ? given : await this.adoptAgreement(tx, given);
    await tx
      .update(memberships)
      .set({ planId: change.toPlanId, clubId: change.toClubId, priceCents: change.toPriceCents })
      .where(eq(memberships.id, change.membershipId));
    await tx.update(users).set({ homeClubId: change.toClubId }).where(eq(users.id, change.userId));
    const [row] = await tx
      .update(planChanges)
      .set({ status: 'applied', chargeId, appliedAt: this.clock.now(), updatedAt: this.clock.now() })
      .where(and(eq(planChanges.id, change.id), mayMoveTo('planChange', planChanges.status, 'applied')))
      .returning();
    // A scheduled change was confirmed when it was asked for; an immediate one is confirmed now.
    if (change.status !== 'scheduled') await this.notify(tx, row!, 'plan-change');
    return row!;
  }

  /** PaymentPurpose: nothing was charged (a decline, or none within the lease): the change is 'declined'. */
  async notCharged(tx: Database, attempt: PaymentAttempt): Promise<void> {
    await tx
      .update(planChanges)
      .set({ status: 'declined', updatedAt: this.clock.now() })
      .where(and(eq(planChanges.id, changeOf(attempt)), mayMoveTo('planChange', planChanges.status, 'declined')));
  }

  async notify(tx: Database, change: PlanChangeRow, kind: 'plan-change' | 'plan-change-withdrawn'): Promise<void> {
    const names = await this.names(change, tx);
    await insertNotices(tx, [
      {
        userId: change.userId,
        kind,
        dedupeKey: `${kind}:${change.id}`,
        membershipId: change.membershipId,
        details: planChangeDetails(change, names),
      },
    ]);
  }
}

/**
 * The billing run's first step (docs/decisions/0028): the changes of plan or club scheduled for a billing day up
 * to `today` take effect before that period's dues are posted, so the dues are the new plan's.
 */
export function applyDuePlanChanges(db: Database, today: string, clock: Clock): Promise<number> {
  return new PlanChangeApplying(db, clock).applyDue(today);
}
