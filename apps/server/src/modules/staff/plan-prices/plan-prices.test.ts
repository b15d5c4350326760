import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { recordedPriceChangeSchema, staffPlansAnswerSchema } from '@gym/contracts/staff-plans';
import { auditEvents, billingNotices, planPriceChanges } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { OutboxReader } from '../../../providers/mail';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { sendBillingNotices } from '../../membership/billing/billing-test-kit';
import { PriceChangesRepository } from '../../membership/price-changes/price-changes.repository';
import { PriceChangesService } from '../../membership/price-changes/price-changes.service';
import { PlanPricesRepository } from './plan-prices.repository';
import { PlanPricesService } from './plan-prices.service';
import { auditByAction, idOf, newOaklandMember, signInEveryRole } from '../referral-links/staff-test-kit';

/** Mid-January 2027 in the clubs' zone: the 30 days' notice reaches February 9, so March 1 is the earliest. */
const clock = new ManualClock('2027-01-10T18:00:00Z');

type Ctx = () => TestContext;
const plansOf = (ctx: Ctx, token: string) => ctx().asMember(token, { method: 'GET', url: '/staff/plans' });
const schedule = (ctx: Ctx, token: string, planId: string, payload: Record<string, unknown>) =>
  ctx().asMember(token, { method: 'POST', url: `/staff/plans/${planId}/price-changes`, payload });

const change = { priceCents: 7499, effectiveDate: '2027-03-01', reason: 'Oakland’s new equipment' };

describeEachDatabase(
  'staff: plans and prices',
  (ctx) => {
    it('the director sees every plan with its clubs, price and members, and the earliest billing day', async () => {
      const member = await newOaklandMember(ctx());
      const { director } = await signInEveryRole(ctx());
      const response = await plansOf(ctx, director);
      expect(response.statusCode, response.body).toBe(200);
      const answer = staffPlansAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({ today: '2027-01-10', earliestEffectiveDate: '2027-03-01' });
      expect(answer.plans).toHaveLength(24);
      const oakland = answer.plans.find((plan) => plan.id === 'oakland-monthly');
      expect(oakland).toMatchObject({
        name: 'Oakland Month to Month',
        kind: 'monthly',
        priceCents: 6899,
        clubs: [{ id: '106', displayName: 'Oakland' }],
        scheduled: [],
      });
      expect(oakland!.activeMembers).toBeGreaterThanOrEqual(1);
      expect(answer.plans.find((plan) => plan.id === 'oakland-pass')?.kind).toBe('pass');
      expect(member.membershipId).toBeTruthy();
    });

    it('refuses managers, the front desk and members (403): prices are chain-wide, the director’s', async () => {
      const { manager, desk, member } = await signInEveryRole(ctx());
      for (const token of [manager, desk, member]) {
        expect((await plansOf(ctx, token)).statusCode).toBe(403);
        const refused = await schedule(ctx, token, 'oakland-monthly', change);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: LOGIN_MESSAGES.notAllowed });
      }
      expect(await ctx().app.db.select().from(planPriceChanges)).toEqual([]);
    });

    it('refuses a billing day less than 30 days away with the earliest one, and a day not the 1st', async () => {
      const { director } = await signInEveryRole(ctx());
      const tooSoon = await schedule(ctx, director, 'oakland-monthly', { ...change, effectiveDate: '2027-02-01' });
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json()).toMatchObject({
        message:
          'Members must be told of a price change 30 days before it takes effect: February 1, 2027 is too soon; ' +
          'the earliest billing day is March 1, 2027.',
      });
      const midMonth = await schedule(ctx, director, 'oakland-monthly', { ...change, effectiveDate: '2027-03-15' });
      expect(midMonth.statusCode).toBe(400);
      expect(midMonth.json()).toMatchObject({ message: 'A price change starts on a billing day, the 1st of a month.' });
      const noReason = await schedule(ctx, director, 'oakland-monthly', { ...change, reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      const pass = await schedule(ctx, director, 'oakland-pass', change);
      expect(pass.json()).toMatchObject({
        message: 'Oakland 10-Day Pass is a pass, not a monthly plan: it has no monthly price to change.',
      });
      // Nothing is recorded, told or audited for a refused change.
      expect(await ctx().app.db.select().from(planPriceChanges)).toEqual([]);
      expect(await auditByAction(ctx(), 'plan.price-scheduled')).toEqual([]);
    });

    it('writes the change, its notices and its audit row together: an audit row that fails undoes them', async () => {
      await newOaklandMember(ctx(), 'oakland-premier');
      const db = ctx().app.db;
      const service = new PlanPricesService({
        plans: new PlanPricesRepository(db),
        priceChanges: new PriceChangesService({ repository: new PriceChangesRepository(db), clock }),
        clock,
      });
      // No such account: the audit row's actor breaks its foreign key, inside the change's transaction.
      const attempt = service.schedule('00000000-0000-4000-8000-000000000000', 'oakland-premier', change);
      await expect(attempt).rejects.toThrow();
      expect(await db.select().from(planPriceChanges).where(eq(planPriceChanges.planId, 'oakland-premier'))).toEqual(
        [],
      );
      const notices = await db.select().from(billingNotices).where(eq(billingNotices.kind, 'price-change'));
      expect(notices).toEqual([]);
    });

    it('schedules a change: the members are told by e-mail, and the audit row has the reason', async () => {
      const member = await newOaklandMember(ctx());
      const { director } = await signInEveryRole(ctx());
      const response = await schedule(ctx, director, 'oakland-monthly', change);
      expect(response.statusCode, response.body).toBe(201);
      const recorded = recordedPriceChangeSchema.parse(response.json());
      expect(recorded).toMatchObject({
        planId: 'oakland-monthly',
        planName: 'Oakland Month to Month',
        oldPriceCents: 6899,
        priceCents: 7499,
        effectiveDate: '2027-03-01',
      });
      expect(recorded.notified).toBeGreaterThanOrEqual(1);

      const notices = await ctx()
        .app.db.select()
        .from(billingNotices)
        .where(and(eq(billingNotices.membershipId, member.membershipId), eq(billingNotices.kind, 'price-change')));
      expect(notices).toHaveLength(1);
      await sendBillingNotices(ctx(), clock);
      const mails = await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: member.email, limit: 5 });
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Your Bay Fit Clubs membership price changes on March 1, 2027',
      ]);

      const [entry, ...more] = await auditByAction(ctx(), 'plan.price-scheduled');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorId: await idOf(ctx(), DEMO.director.email),
        subjectId: null,
        clubId: null,
        reason: 'Oakland’s new equipment',
        before: { planId: 'oakland-monthly', priceCents: 6899 },
        after: { planId: 'oakland-monthly', priceCents: 7499, effectiveDate: '2027-03-01' },
      });

      // The plans page lists it as scheduled; the same month again is refused, and not audited twice.
      const plans = staffPlansAnswerSchema.parse((await plansOf(ctx, director)).json()).plans;
      expect(plans.find((plan) => plan.id === 'oakland-monthly')?.scheduled).toMatchObject([
        { priceCents: 7499, effectiveDate: '2027-03-01' },
      ]);
      const again = await schedule(ctx, director, 'oakland-monthly', { ...change, priceCents: 7999 });
      expect(again.statusCode).toBe(409);
      expect(
        await ctx().app.db.select().from(auditEvents).where(eq(auditEvents.action, 'plan.price-scheduled')),
      ).toHaveLength(1);
    });
  },
  {},
  { clock },
);
