import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billingNotices, clubs, guestPasses, memberships, plans, users } from '../../../db/schema';
import { lockMember } from '../ledger';
import type { FreezeCheck } from '../changes';
import { currentMembershipFirst, isCurrentMembershipOf } from '../current-membership';

export type GuestPassRow = typeof guestPasses.$inferSelect & { usedClubName: string | null };

/** What decides whether a member may give a guest pass this month, read under their row lock when giving one. */
export interface GuestPassFacts {
  membershipId: string;
  firstName: string;
  allowance: number;
  billingStatus: 'current' | 'past_due' | 'suspended';
  /** A cancelled membership's last day (the run ends it the day after). */
  endDate: string | null;
  /** A freeze covers the month and has not ended. */
  frozen: boolean;
  issued: number;
  used: number;
}

export interface NewGuestPass {
  guestName: string;
  guestEmail: string;
  code: string;
  period: string;
  /** The club day it is given and the last day it is valid, for the guest's e-mail. */
  validUntil: string;
  at: Date;
}

/** A pass the front desk took, with the member who gave it. */
export interface UsedGuestPass {
  code: string;
  guestName: string;
  usedAt: Date;
  clubId: string;
  clubName: string;
  memberNumber: number;
  memberName: string;
}

const passColumns = {
  id: guestPasses.id,
  userId: guestPasses.userId,
  membershipId: guestPasses.membershipId,
  period: guestPasses.period,
  guestName: guestPasses.guestName,
  guestEmail: guestPasses.guestEmail,
  code: guestPasses.code,
  usedAt: guestPasses.usedAt,
  usedClubId: guestPasses.usedClubId,
  createdAt: guestPasses.createdAt,
  usedClubName: clubs.displayName,
};

/**
 * guest_passes (docs/decisions/0028): counted per membership and billing month. A pass is given under the member's
 * users row lock (two at once take turns, so the last one left goes once), with its e-mail to the guest as a
 * billing_notices row in the same transaction; it is used once by a conditional update.
 */
export class GuestPassesRepository {
  constructor(
    private readonly db: Database,
    /** The freezes' own answer, asked in the caller's transaction when it decides under the member's lock. */
    private readonly freezes: FreezeCheck,
  ) {}

  /** The member's current membership and this month's passes; undefined without an active membership. */
  async facts(userId: string, period: string, db: Database = this.db): Promise<GuestPassFacts | undefined> {
    const [membership] = await db
      .select({
        membershipId: memberships.id,
        firstName: users.firstName,
        allowance: plans.guestPassesPerMonth,
        billingStatus: memberships.billingStatus,
        endDate: memberships.endDate,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(isCurrentMembershipOf(userId))
      .orderBy(...currentMembershipFirst)
      .limit(1);
    if (!membership) return undefined;
    const [counts] = await db
      .select({ issued: count(), used: count(guestPasses.usedAt) })
      .from(guestPasses)
      .where(and(eq(guestPasses.membershipId, membership.membershipId), eq(guestPasses.period, period)));
    return {
      ...membership,
      frozen: await this.freezes.frozenIn(membership.membershipId, period, db),
      issued: counts?.issued ?? 0,
      used: counts?.used ?? 0,
    };
  }

  /** The member's passes, newest first. */
  list(userId: string, limit: number): Promise<GuestPassRow[]> {
    return this.db
      .select(passColumns)
      .from(guestPasses)
      .leftJoin(clubs, eq(clubs.id, guestPasses.usedClubId))
      .where(eq(guestPasses.userId, userId))
      .orderBy(desc(guestPasses.createdAt), desc(guestPasses.id))
      .limit(limit);
  }

  /**
   * Gives a pass when `decide` (the rules, given the facts read under the member's lock) does not throw: the pass
   * and the guest's e-mail notice in one transaction.
   */
  issue(
    userId: string,
    pass: NewGuestPass,
    decide: (facts: GuestPassFacts | undefined) => asserts facts is GuestPassFacts,
  ): Promise<GuestPassRow> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const facts = await this.facts(userId, pass.period, tx);
      decide(facts);
      const [row] = await tx
        .insert(guestPasses)
        .values({
          userId,
          membershipId: facts.membershipId,
          period: pass.period,
          guestName: pass.guestName,
          guestEmail: pass.guestEmail,
          code: pass.code,
          createdAt: pass.at,
        })
        .returning();
      if (!row) throw new Error('guest pass insert returned no row');
      await tx.insert(billingNotices).values({
        userId,
        kind: 'guest-pass',
        dedupeKey: `guest-pass:${row.id}`,
        membershipId: facts.membershipId,
        recipient: pass.guestEmail,
        details: {
          memberFirstName: facts.firstName,
          guestName: pass.guestName,
          code: pass.code,
          validUntil: pass.validUntil,
        },
      });
      return { ...row, usedClubName: null };
    });
  }

  /**
   * Takes an unused pass of a month from `firstValidPeriod` on, at once: the update's condition makes two desks
   * scanning it together use it once. Undefined when there is no such pass (unknown, used or expired).
   */
  async use(code: string, clubId: string, at: Date, firstValidPeriod: string): Promise<UsedGuestPass | undefined> {
    const [used] = await this.db
      .update(guestPasses)
      .set({ usedAt: at, usedClubId: clubId })
      .where(and(eq(guestPasses.code, code), isNull(guestPasses.usedAt), gte(guestPasses.period, firstValidPeriod)))
      .returning({ code: guestPasses.code, guestName: guestPasses.guestName, userId: guestPasses.userId });
    if (!used) return undefined;
    const [member] = await this.db
      .select({ memberNumber: users.memberNumber, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, used.userId));
    const [club] = await this.db.select({ name: clubs.displayName }).from(clubs).where(eq(clubs.id, clubId));
    if (!member || !club) throw new Error(`guest pass ${code}: member or club not found`);
    return {
      code: used.code,
      guestName: used.guestName,
      usedAt: at,
      clubId,
      clubName: club.name,
      memberNumber: member.memberNumber,
      memberName: `${member.firstName} ${member.lastName}`,
    };
  }

  /** A pass by its code, to tell why it was not taken. */
  async byCode(code: string): Promise<GuestPassRow | undefined> {
    const [row] = await this.db
      .select(passColumns)
      .from(guestPasses)
      .leftJoin(clubs, eq(clubs.id, guestPasses.usedClubId))
      .where(eq(guestPasses.code, code));
    return row;
  }
}
