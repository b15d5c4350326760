import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditEvents, memberships, users } from '../../../db/schema';
import type { TestContext } from '../../../test/app';
import { DEMO } from '../../../test/demo';

/** Helpers for the referral-link and plan-price tests: the demo has no active Oakland member, so a test makes one. */

let made = 0;

/** A new active member whose home club is Oakland (106), on Oakland's month-to-month plan. */
export async function newOaklandMember(ctx: TestContext, planId = 'oakland-monthly') {
  made += 1;
  const email = `oakland.${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await ctx.app.db
    .insert(users)
    .values({
      email,
      passwordHash: await ctx.app.passwords.hash('Oakland-Member-1!'),
      role: 'member',
      memberStatus: 'active',
      firstName: 'Robin',
      lastName: `Oakland${made}`,
      homeClubId: '106',
      scanCode: `TEST-OAKLAND-${randomUUID()}`,
    })
    .returning({ id: users.id, memberNumber: users.memberNumber });
  const [membership] = await ctx.app.db
    .insert(memberships)
    .values({ userId: user!.id, planId, clubId: '106', startDate: '2026-01-05', priceCents: 6899 })
    .returning({ id: memberships.id });
  return { id: user!.id, memberNumber: String(user!.memberNumber), email, membershipId: membership!.id };
}

export const signIn = (ctx: TestContext, account: { email: string; password: string }) =>
  ctx.login(account.email, account.password);

/** The demo accounts of each role, signed in. */
export async function signInEveryRole(ctx: TestContext) {
  const [director, manager, desk, member] = await Promise.all(
    [DEMO.director, DEMO.manager, DEMO.staff, DEMO.member].map((account) => signIn(ctx, account)),
  );
  return { director: director!, manager: manager!, desk: desk!, member: member! };
}

export async function idOf(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

export const auditByAction = (ctx: TestContext, action: (typeof auditEvents.$inferSelect)['action']) =>
  ctx.app.db.select().from(auditEvents).where(eq(auditEvents.action, action));
