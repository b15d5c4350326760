import { expect, it } from 'vitest';
import { SiteTextsRepository } from '../../club/site-texts/site-texts.repository';
import { ManualClock } from '../../../lib/clock';
import type { BillingProvider } from '../../../providers/billing';
import { describeEachDatabase } from '../../../test/app';
import { count } from '../../../test/join-kit';
import { MemberPaymentService } from '../billing/member-payment.service';
import { MemberPaymentsRepository } from '../billing/member-payments.repository';
import { reconcilePayments } from '../billing/payment-reconciler';
import { moveTo as moveClock } from './freeze-test-kit';
import { PlanChangeAgreements } from './plan-change-agreement';
import { PlanChangeRepository } from './plan-change.repository';
import { PlanChangeService } from './plan-change.service';
import { SIGNATURE, changesOf, ledgerOf, memberOn, membershipOf, providerCharges } from './plan-change-test-kit';

const clock = new ManualClock('2026-11-15T18:00:00Z');

/** A crash between the provider's charge and our commit: the payment reconciler applies the change, once. */
describeEachDatabase(
  'changing plan: recovery after a crash while the difference is charged',
  (ctx) => {
    const db = () => ctx().app.db;
    /** A server instance whose provider is `billing`. */
    const instance = (billing: BillingProvider) => {
      const attempts = new MemberPaymentsRepository(db(), clock);
      const repository = new PlanChangeRepository(db(), clock);
      const payments = new MemberPaymentService(billing, attempts, ctx().app.log, {
        leaseMs: 0,
        purposes: { 'plan-change': repository.applying },
      });
      const service = new PlanChangeService({
        repository,
        agreements: new PlanChangeAgreements({
          db: db(),
          storage: ctx().app.storage,
          texts: new SiteTextsRepository(db()),
          config: ctx().config,
        }),
        payments,
        clock,
      });
      return { attempts, payments, service };
    };
    const crashAfterCharge = (): BillingProvider =>
      Object.assign(Object.create(ctx().app.billing) as BillingProvider, {
        charge: async (request: Parameters<BillingProvider['charge']>[0]) => {
          await ctx().app.billing.charge(request);
          throw new Error('simulated crash after the charge');
        },
      });

    it('settles a change left pending by a crash: charged once, applied once, however often it runs', async () => {
      moveClock(clock, '2026-11-15');
      const member = await memberOn(ctx(), 'marin-monthly', '2026-10-10');
      const crashing = instance(crashAfterCharge());
      await expect(
        crashing.service.change(
          member.id,
          { planId: 'marin-premier', clubId: '101', signature: SIGNATURE, esignConsent: true },
          '127.0.0.1',
        ),
      ).rejects.toThrow('simulated crash after the charge');
      expect(await changesOf(ctx(), member.id)).toMatchObject([{ status: 'pending' }]);
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({ planId: 'marin-monthly' });
      expect(await providerCharges(ctx(), member.id)).toBe(1);

      const healthy = instance(ctx().app.billing);
      const reconcile = () =>
        reconcilePayments({ payments: healthy.payments, attempts: healthy.attempts, log: ctx().app.log });
      const results = await Promise.all([reconcile(), reconcile()]);
      await reconcile();
      expect(results.reduce((sum, result) => sum + result.recorded, 0)).toBeGreaterThanOrEqual(1);

      expect(await changesOf(ctx(), member.id)).toMatchObject([{ status: 'applied', proratedCents: 2133 }]);
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({
        planId: 'marin-premier',
        priceCents: 12899,
      });
      expect(await providerCharges(ctx(), member.id)).toBe(1);
      expect(await count(db(), 'charges', `user_id = '${member.id}' and kind = 'plan-change'`)).toBe(1);
      expect((await ledgerOf(ctx(), member.id)).map(([kind, cents]) => [kind, cents])).toEqual([
        ['fee', 2133],
        ['payment', -2133],
      ]);
      expect(await count(db(), 'billing_notices', `user_id = '${member.id}' and kind = 'plan-change'`)).toBe(1);
    });
  },
  {},
  { clock },
);
