import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type PlanChangeStatus,
  planChangeAnswerSchema,
  planChangeStatusAnswerSchema,
} from '@gym/contracts/plan-change';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { ledgerEntries, memberDocuments, memberships, planChanges, users } from '../../../db/schema';
import { SAMPLE_SIGNATURE_PNG } from '../../../providers/documents/samples';
import type { TestContext } from '../../../test/app';
import { rows } from '../../../test/join-kit';
import { addCard, newMember } from '../billing/billing-test-kit';
import { LEDGER_ORDER } from '../billing/member-billing.repository';

/** The plan change tests' member and calls (docs/decisions/0028). Marin (club 101): Monthly $88.99, Premier $128.99. */

export const SIGNATURE = `data:image/png;base64,${Buffer.from(SAMPLE_SIGNATURE_PNG).toString('base64')}`;

/** A signed-in member on `planId` at Marin since `startDate`, with a primary card (declining if asked). */
export async function memberOn(
  ctx: TestContext,
  planId: 'marin-monthly' | 'marin-premier',
  startDate: string,
  card: 'success' | 'decline' | 'none' = 'success',
) {
  const member = await newMember(ctx);
  const priceCents = planId === 'marin-monthly' ? 8899 : 12899;
  const [membership] = await ctx.app.db
    .insert(memberships)
    .values({ userId: member.id, planId, clubId: '101', startDate, priceCents, lastMonthCents: priceCents })
    .returning();
  if (card !== 'none') await addCard(ctx, member.token, { number: SANDBOX_TEST_CARDS[card] });
  return { ...member, membershipId: membership!.id };
}

export async function changeStatus(ctx: TestContext, token: string): Promise<PlanChangeStatus> {
  const response = await ctx.asMember(token, { method: 'GET', url: '/membership/plan-change' });
  expect(response.statusCode, response.body).toBe(200);
  return planChangeStatusAnswerSchema.parse(response.json()).data;
}

export const askChange = (ctx: TestContext, token: string, payload: object) =>
  ctx.asMember(token, {
    method: 'POST',
    url: '/membership/plan-change',
    payload: { signature: SIGNATURE, esignConsent: true, ...payload },
  });

export async function change(ctx: TestContext, token: string, planId: string, clubId = '101') {
  const response = await askChange(ctx, token, { planId, clubId });
  expect(response.statusCode, response.body).toBe(200);
  return planChangeAnswerSchema.parse(response.json());
}

export const withdrawChange = (ctx: TestContext, token: string) =>
  ctx.asMember(token, { method: 'DELETE', url: '/membership/plan-change' });

/** The membership's plan, club and price now. */
export async function membershipOf(ctx: TestContext, membershipId: string) {
  const [row] = await ctx.app.db.select().from(memberships).where(eq(memberships.id, membershipId));
  const [user] = await ctx.app.db.select().from(users).where(eq(users.id, row!.userId));
  return { planId: row!.planId, clubId: row!.clubId, priceCents: row!.priceCents, homeClubId: user!.homeClubId };
}

export async function ledgerOf(ctx: TestContext, userId: string) {
  return (
    await ctx.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(...LEDGER_ORDER)
  ).map((row) => [row.kind, row.amountCents, row.description]);
}

export async function changesOf(ctx: TestContext, userId: string) {
  return (await ctx.app.db.select().from(planChanges).where(eq(planChanges.userId, userId))).map((row) => ({
    status: row.status,
    toPlanId: row.toPlanId,
    proratedCents: row.proratedCents,
    effectiveDate: row.effectiveDate,
  }));
}

export async function agreementsOf(ctx: TestContext, userId: string) {
  return ctx.app.db.select().from(memberDocuments).where(eq(memberDocuments.userId, userId));
}

/** The provider's charges (approved or declined) with the plan-change keys of this member's changes. */
export async function providerCharges(ctx: TestContext, userId: string) {
  const found = await rows<{ n: number }>(
    ctx.app.db,
    sql`select count(*)::int as n from billing_sandbox_charges where idempotency_key in
      (select 'plan-change:' || id from plan_changes where user_id = ${userId})`,
  );
  return found[0]!.n;
}
