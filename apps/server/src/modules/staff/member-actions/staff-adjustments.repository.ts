import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCurrency } from '@gym/contracts/money';
import { STAFF_ACTION_MESSAGES, STAFF_ACTION_TEMPLATES } from '@gym/contracts/staff-member-actions';
import type { Database } from '../../../db/client';
import { auditEvents, ledgerEntries, memberships } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { type Text, shared } from '../../../lib/i18n/translator';
import { restorePaidMemberships } from '../../membership/billing-run';
import { ledger, lockMember } from '../../membership/ledger';
import { recordAudit } from '../audit';
import type { ScopedMember } from '../scope';

/** The ledger lines a waiver may cancel: what the member was billed, never a payment, refund or credit. */
const WAIVABLE_KINDS = ['dues', 'fee', 'freeze_fee'] as const;

export type StaffAdjustmentRequest = {
  actorId: string;
  member: ScopedMember;
  amountCents: number;
  reason: string;
  at: Date;
} & ({ kind: 'credit' } | { kind: 'waive'; ledgerEntryId: string });

export interface AdjustmentOutcome {
  ledgerEntryId: string;
  balanceCents: number;
  standingRestored: boolean;
}

const conflict = (message: string | Text) => new AppError('CONFLICT', message);

async function balanceOf(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return row?.cents ?? 0;
}

/** The member's memberships that are past due or suspended (what a settled balance restores). */
async function unpaidMemberships(tx: Database, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.billingStatus, ['past_due', 'suspended'])));
  return rows.map((row) => row.id);
}

/**
 * Credits and waivers on a member's ledger (docs/decisions/0034): the ledger line, the member's standing restored
 * when it settles the balance (as a payment restores it, `restorePaidMemberships`) and the audit row, in one
 * transaction under the member's row lock (the lock their payments and the billing run's recorders take).
 */
export class StaffAdjustmentsRepository {
  constructor(private readonly db: Database) {}

  record(request: StaffAdjustmentRequest): Promise<AdjustmentOutcome> {
    return this.db.transaction(async (tx) => {
      const { member, amountCents } = request;
      await lockMember(tx, member.id);
      const balanceBefore = await balanceOf(tx, member.id);
      const entryId =
        request.kind === 'credit'
          ? await ledger.credit(tx, {
              userId: member.id,
              amountCents,
              description: `Credit: ${request.reason}`,
              at: request.at,
            })
          : await ledger.waive(tx, {
              userId: member.id,
              amountCents,
              at: request.at,
              ...(await this.waivable(tx, member.id, request.ledgerEntryId, amountCents)),
            });
      const unpaidBefore = await unpaidMemberships(tx, member.id);
      await restorePaidMemberships(tx, [member.id]);
      const restored = unpaidBefore.length - (await unpaidMemberships(tx, member.id)).length;
      const balanceCents = balanceBefore - amountCents;
      await recordAudit(tx, {
        actorId: request.actorId,
        action: request.kind === 'credit' ? 'member.credited' : 'member.fee-waived',
        subjectId: member.id,
        clubId: member.homeClubId,
        reason: request.reason,
        before: { balanceCents: balanceBefore, pastDueMemberships: unpaidBefore.length },
        after: {
          ledgerEntryId: entryId,
          ...(request.kind === 'waive' ? { waivedEntryId: request.ledgerEntryId } : {}),
          amountCents,
          balanceCents,
          pastDueMemberships: unpaidBefore.length - restored,
        },
      });
      return { ledgerEntryId: entryId, balanceCents, standingRestored: restored > 0 };
    });
  }

  /**
   * The waiver's ledger line for entry `entryId` of the member: only dues or a fee, at most its amount, once (a
   * waiver's audit row names the entry it waived; the member's lock keeps two waivers from both passing).
   */
  private async waivable(tx: Database, memberId: string, entryId: string, amountCents: number) {
    const [entry] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.userId, memberId)));
    if (!entry) throw notFound(STAFF_ACTION_MESSAGES.entryNotFound);
    if (!(WAIVABLE_KINDS as readonly string[]).includes(entry.kind)) throw conflict(STAFF_ACTION_MESSAGES.notWaivable);
    const [waived] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, memberId),
          eq(auditEvents.action, 'member.fee-waived'),
          sql`${auditEvents.after} ->> 'waivedEntryId' = ${entryId}`,
        ),
      )
      .limit(1);
    if (waived) throw conflict(STAFF_ACTION_MESSAGES.alreadyWaived);
    if (amountCents > entry.amountCents) {
      throw conflict(shared(STAFF_ACTION_TEMPLATES.waiveTooMuch, { amount: formatCurrency(entry.amountCents) }));
    }
    return {
      description: `Waived: ${entry.description}`,
      membershipId: entry.membershipId,
    };
  }
}
