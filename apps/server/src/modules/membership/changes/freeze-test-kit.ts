import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type FreezeStatus,
  freezeAnswerSchema,
  freezeStatusAnswerSchema,
  unfreezeAnswerSchema,
} from '@gym/contracts/membership-freeze';
import { billingNotices, memberships, users } from '../../../db/schema';
import type { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { DEMO } from '../../../test/demo';
import type { TestContext } from '../../../test/app';
import { addCard, newMember } from '../billing/billing-test-kit';

/** The freeze tests' member, their freeze calls through the API, and the front desk. */

/** Moves the clock to 01:00 on a club day, when the hourly billing job runs. */
export const moveTo = (clock: ManualClock, day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));

/** A signed-in member with a monthly membership (Oakland, $49.99) that started on `startDate`, and a good card. */
export async function frozenMember(
  ctx: TestContext,
  startDate: string,
  options: { planId?: string; card?: boolean } = {},
) {
  const member = await newMember(ctx);
  // The desk looks codes up in upper case.
  const [user] = await ctx.app.db
    .update(users)
    .set({ scanCode: sql`upper(${users.scanCode})` })
    .where(eq(users.id, member.id))
    .returning();
  const [membership] = await ctx.app.db
    .insert(memberships)
    .values({
      userId: member.id,
      planId: options.planId ?? 'oakland-monthly',
      clubId: '101',
      startDate,
      priceCents: 4999,
    })
    .returning();
  if (options.card !== false) await addCard(ctx, member.token);
  return { ...member, email: user!.email, scanCode: user!.scanCode, membershipId: membership!.id };
}

export async function freezeStatus(ctx: TestContext, token: string): Promise<FreezeStatus> {
  const response = await ctx.asMember(token, { method: 'GET', url: '/membership/freeze' });
  expect(response.statusCode, response.body).toBe(200);
  return freezeStatusAnswerSchema.parse(response.json()).data;
}

export const askFreeze = (ctx: TestContext, token: string, payload: unknown) =>
  ctx.asMember(token, { method: 'POST', url: '/membership/freeze', payload: payload as object });

export async function freeze(ctx: TestContext, token: string, months: number) {
  const response = await askFreeze(ctx, token, { months });
  expect(response.statusCode, response.body).toBe(200);
  return freezeAnswerSchema.parse(response.json());
}

export const askUnfreeze = (ctx: TestContext, token: string) =>
  ctx.asMember(token, { method: 'DELETE', url: '/membership/freeze' });

export async function unfreeze(ctx: TestContext, token: string) {
  const response = await askUnfreeze(ctx, token);
  expect(response.statusCode, response.body).toBe(200);
  return unfreezeAnswerSchema.parse(response.json());
}

export async function checkIn(ctx: TestContext, scanCode: string) {
  const staff = await ctx.login(DEMO.staff.email, DEMO.staff.password, String(DEMO.staff.memberNumber));
  return ctx.asMember(staff, {
    method: 'POST',
    url: '/staff/check-ins',
    payload: { scanCode, clubId: '101', manual: true },
  });
}

/** The member's notices, oldest first: kind and details. */
export async function noticesOf(ctx: TestContext, userId: string) {
  const rows = await ctx.app.db.select().from(billingNotices).where(eq(billingNotices.userId, userId));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((row) => ({ kind: row.kind, details: row.details }));
}
