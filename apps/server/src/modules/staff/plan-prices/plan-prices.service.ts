import type { PriceChangeBody, RecordedPriceChange, StaffPlansAnswer } from '@gym/contracts/staff-plans';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { earliestPriceChangeDay, type PriceChangesService } from '../../membership/price-changes';
import { recordAudit } from '../audit';
import type { PlanPricesRepository } from './plan-prices.repository';

/**
 * The director's plans and prices (issue 15, page 5; it replaces the plan-price script). A change goes through
 * PriceChangesService and its rules (30 days' notice, a billing day, the members' notices in its transaction), and
 * its audit entry is written in that same transaction.
 */
export class PlanPricesService {
  constructor(
    private readonly deps: { plans: PlanPricesRepository; priceChanges: PriceChangesService; clock: Clock },
  ) {}

  async list(): Promise<StaffPlansAnswer> {
    const today = clubTodayIso(this.deps.clock.now());
    return { today, earliestEffectiveDate: earliestPriceChangeDay(today), plans: await this.deps.plans.list(today) };
  }

  async schedule(actorId: string, planId: string, body: PriceChangeBody): Promise<RecordedPriceChange> {
    const request = { planId, priceCents: body.priceCents, effectivePeriod: body.effectiveDate };
    const change = await this.deps.priceChanges.record(request, (tx, recorded) =>
      recordAudit(tx, {
        actorId,
        action: 'plan.price-scheduled',
        reason: body.reason,
        before: { planId, priceCents: recorded.oldPriceCents },
        after: {
          planId,
          priceCents: recorded.priceCents,
          effectiveDate: recorded.effectivePeriod,
          membersNotified: recorded.notified,
        },
      }),
    );
    const { effectivePeriod, ...rest } = change;
    return { ...rest, effectiveDate: effectivePeriod };
  }
}
