import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pastDueAnswerSchema } from '@gym/contracts/staff-follow-ups';
import { auditEvents, memberships, users } from '../../../db/schema';
import { clubTodayIso } from '../../../lib/club-date';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { owe } from '../../membership/billing/billing-test-kit';

type Ctx = () => TestContext;
const clock = new ManualClock('2026-03-10T18:00:00Z');
const signIn = (ctx: Ctx, account: { email: string; password: string }) => ctx().login(account.email, account.password);

async function listPastDue(ctx: Ctx, token: string, query = '') {
  const response = await ctx().asMember(token, { method: 'GET', url: `/staff/follow-ups/past-due${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return pastDueAnswerSchema.parse(response.json()).members;
}

/** Puts the member's active membership into dunning from `since` (what the billing run's first decline does). */
async function makePastDue(ctx: Ctx, email: string, since: string, status: 'past_due' | 'suspended' = 'past_due') {
  const [user] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await ctx()
    .app.db.update(memberships)
    .set({ billingStatus: status, pastDueSince: since })
    .where(and(eq(memberships.userId, user!.id), eq(memberships.status, 'active')));
  return user!.id;
}

describeEachDatabase(
  'staff follow-ups: past-due members',
  (ctx) => {
    it("lists the scope's past-due members with the amount due and the next retry; marks count from then", async () => {
      clock.set('2026-03-10T18:00:00Z');
      const alex = await makePastDue(ctx, DEMO.member.email, '2026-03-01');
      await owe(ctx(), alex, 8899);

      const manager = await signIn(ctx, DEMO.manager);
      expect(await listPastDue(ctx, manager)).toEqual([]);
      const refused = await ctx().asMember(manager, {
        method: 'POST',
        url: `/staff/follow-ups/past-due/${alex}/contacted`,
      });
      expect(refused.statusCode).toBe(404);

      const director = await signIn(ctx, DEMO.director);
      const [listed, ...others] = await listPastDue(ctx, director, '?clubId=101');
      expect(others).toEqual([]);
      expect(listed).toMatchObject({
        memberId: alex,
        idCA: '100001',
        club: { id: '101', displayName: 'Marin' },
        billingStatus: 'past_due',
        pastDueSince: '2026-03-01',
        // BILLING_RETRY_DAYS 3 and 7 with no retry made yet: the first retry's day has passed, so it is today.
        nextRetryOn: clubTodayIso(clock.now()),
        contacted: null,
      });
      expect(listed!.amountDueCents).toBeGreaterThanOrEqual(8899);

      const marked = await ctx().asMember(director, {
        method: 'POST',
        url: `/staff/follow-ups/past-due/${alex}/contacted`,
      });
      expect(marked.statusCode, marked.body).toBe(200);
      const [after] = await listPastDue(ctx, director);
      expect(after?.contacted).toEqual({ at: clock.now().toISOString(), by: 'Morgan Ellis' });
      const [audit] = await ctx()
        .app.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'follow-up.contacted'), eq(auditEvents.subjectId, alex)));
      expect(audit).toMatchObject({ clubId: '101', after: { kind: 'contacted', pastDueSince: '2026-03-01' } });

      // A new dunning later: the earlier call was about the last one, so it no longer counts.
      clock.advanceDays(30);
      await makePastDue(ctx, DEMO.member.email, clubTodayIso(clock.now()), 'suspended');
      const [again] = await listPastDue(ctx, director);
      expect(again).toMatchObject({ billingStatus: 'suspended', contacted: null, nextRetryOn: null });
    });
  },
  {},
  { clock },
);
