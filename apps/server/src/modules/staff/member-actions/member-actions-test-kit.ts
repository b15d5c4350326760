import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents, charges, ledgerEntries, memberships, users } from '../../../db/schema';
import type { TestContext } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { count } from '../../../test/join-kit';
import { addCard, newMember, owe, pay } from '../../membership/billing/billing-test-kit';

/** The member-actions tests' members (with a real payment through the API), staff sign-ins and row counts. */

type Ctx = () => TestContext;

export const OAKLAND = '106';
export const MARIN = '101';

type Tokens = { manager: string; desk: string; director: string; member: string };
const signedIn = new WeakMap<TestContext, Promise<Tokens>>();

/**
 * Tokens of each console role and of a member: the Oakland manager, the front desk (every club), the director and
 * Alex Rivera (Marin). Signed in once per test app: sign-ins are rate-limited.
 */
export function signIns(ctx: Ctx): Promise<Tokens> {
  const context = ctx();
  let tokens = signedIn.get(context);
  if (!tokens) {
    tokens = (async () => {
      const [manager, desk, director, member] = await Promise.all(
        [DEMO.manager, DEMO.staff, DEMO.director, DEMO.member].map((account) =>
          context.login(account.email, account.password),
        ),
      );
      return { manager: manager!, desk: desk!, director: director!, member: member! };
    })();
    signedIn.set(context, tokens);
  }
  return tokens;
}

/**
 * A signed-in member of `homeClub` with a monthly membership there (started `startDate`), a good card, dues of
 * `duesCents` booked and paid through POST /billing/make-payment: answers the payment's charge and the dues line.
 */
export async function payingMember(
  ctx: Ctx,
  homeClub: string,
  options: { duesCents?: number; startDate?: string } = {},
) {
  const member = await newMember(ctx());
  await ctx().app.db.update(users).set({ homeClubId: homeClub }).where(eq(users.id, member.id));
  const [membership] = await ctx()
    .app.db.insert(memberships)
    .values({
      userId: member.id,
      planId: homeClub === OAKLAND ? 'oakland-monthly' : 'marin-monthly',
      clubId: homeClub,
      startDate: options.startDate ?? '2026-08-01',
      priceCents: 4999,
    })
    .returning();
  await addCard(ctx(), member.token);
  const duesCents = options.duesCents ?? 4999;
  await owe(ctx(), member.id, duesCents);
  const paid = await pay(ctx(), member.token, crypto.randomUUID());
  expect(paid.statusCode, paid.body).toBe(200);
  const [charge] = await ctx().app.db.select().from(charges).where(eq(charges.userId, member.id));
  const [dues] = await ctx()
    .app.db.select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.kind, 'dues')));
  return { ...member, membershipId: membership!.id, chargeId: charge!.id, duesEntryId: dues!.id };
}

/** The id of an account by its e-mail (the demo staff accounts). */
export async function accountId(ctx: Ctx, email: string): Promise<string> {
  const [row] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

export const act = (ctx: Ctx, token: string, memberId: string, action: string, payload: object) =>
  ctx().asMember(token, { method: 'POST', url: `/staff/members/${memberId}/${action}`, payload });

export const auditsOf = (ctx: Ctx, memberId: string) =>
  ctx()
    .app.db.select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, memberId))
    .orderBy(asc(auditEvents.createdAt));

/** What a refused action must leave unchanged: the member's audit rows, refunds, ledger, freezes, cancellations. */
export async function footprint(ctx: Ctx, memberId: string) {
  const db = ctx().app.db;
  const where = `user_id = '${memberId}'`;
  return {
    audit: await count(db, 'audit_events', `subject_id = '${memberId}'`),
    refunds: await count(db, 'refunds', where),
    ledger: await count(db, 'ledger_entries', where),
    freezes: await count(db, 'freezes', where),
    cancellations: await count(db, 'cancellations', where),
    notices: await count(db, 'billing_notices', where),
  };
}

/** The provider's refunds of the member's charges (the sandbox's own rows): what was actually given back. */
export const providerRefunds = (ctx: Ctx, memberId: string) =>
  count(
    ctx().app.db,
    'billing_sandbox_refunds',
    `charge_id in (select provider_charge_id from charges where user_id = '${memberId}')`,
  );

export async function balanceOf(ctx: Ctx, memberId: string): Promise<number> {
  const rows = await ctx()
    .app.db.select({ cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, memberId));
  return rows.reduce((sum, row) => sum + row.cents, 0);
}
