import { formatCurrency } from '@gym/contracts/money';
import { PRICE_CHANGE_NOTICE_DAYS } from '@gym/contracts/staff-plans';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { formatCalendarDate } from '../../../providers/documents';
import { addDays, nextBillingDay, periodName, periodOf } from '../billing-run/billing-calendar';
import type { PriceChangesRepository } from './price-changes.repository';

export interface PriceChangeRequest {
  planId: string;
  priceCents: number;
  /** The first billing period at the new price (YYYY-MM-01). */
  effectivePeriod: string;
}

export interface RecordedPriceChange {
  id: string;
  planId: string;
  planName: string;
  oldPriceCents: number;
  priceCents: number;
  effectivePeriod: string;
  /** Members told (a 'price-change' notice each, e-mailed by the notices job). */
  notified: number;
}

/** The first billing day at least the agreement's notice (PRICE_CHANGE_NOTICE_DAYS) away from `today`. */
export const earliestPriceChangeDay = (today: string) => {
  const noticeEnds = addDays(today, PRICE_CHANGE_NOTICE_DAYS);
  return periodOf(noticeEnds) === noticeEnds ? noticeEnds : nextBillingDay(noticeEnds);
};

/**
 * Written in the transaction that records a change, before it commits: the staff console's audit entry, so that the
 * change and its record are committed together or not at all (docs/decisions/0032).
 */
export type WithinPriceChange = (tx: Database, change: RecordedPriceChange) => Promise<void>;

/**
 * A plan's monthly price changed by the director in the staff console (docs/decisions/0028): recorded at least 30
 * days before its first billing day, with the notices to the plan's members in the same transaction; the billing
 * run charges the new price from that period (billing-run/price-changes-step.ts).
 */
export class PriceChangesService {
  constructor(private readonly deps: { repository: PriceChangesRepository; clock: Clock }) {}

  async record(request: PriceChangeRequest, within?: WithinPriceChange): Promise<RecordedPriceChange> {
    const { repository, clock } = this.deps;
    const { planId, priceCents, effectivePeriod } = request;
    if (!Number.isInteger(priceCents) || priceCents <= 0) {
      throw badRequest('The new price must be a positive amount of dollars and cents.');
    }
    if (periodOf(effectivePeriod) !== effectivePeriod) {
      throw badRequest('A price change starts on a billing day, the 1st of a month.');
    }
    const plan = await repository.plan(planId);
    if (!plan) throw notFound(`There is no plan '${planId}'.`);
    if (plan.validityDays !== null) {
      throw badRequest(`${plan.itemName} is a pass, not a monthly plan: it has no monthly price to change.`);
    }
    const today = clubTodayIso(clock.now());
    const earliest = earliestPriceChangeDay(today);
    if (effectivePeriod < earliest) {
      throw badRequest(
        `Members must be told of a price change ${PRICE_CHANGE_NOTICE_DAYS} days before it takes effect: ` +
          `${formatCalendarDate(effectivePeriod)} is too soon; the earliest billing day is ` +
          `${formatCalendarDate(earliest)}.`,
      );
    }
    const later = await repository.changeBetween(planId, effectivePeriod, null);
    if (later) {
      // Its notices told the members the price they pay until then: one recorded before it would make them wrong.
      throw new AppError(
        'CONFLICT',
        `A price change of ${plan.itemName} from ${periodName(later.effectivePeriod)} is already recorded: ` +
          'a change cannot be recorded before it.',
      );
    }
    // Another change already recorded for a month before this one sets the price members pay until then.
    const prior = await repository.changeBetween(planId, periodOf(today), effectivePeriod);
    const oldPriceCents = prior?.priceCents ?? plan.priceCents;
    if (oldPriceCents === priceCents) {
      throw badRequest(`${plan.itemName} already costs ${formatCurrency(priceCents)} a month then.`);
    }
    const recorded = await repository.record(
      { planId, priceCents, effectivePeriod, priorCents: prior?.priceCents ?? null },
      plan.itemName,
      async (tx, row, notified) => {
        const change = {
          id: row.id,
          planId,
          planName: plan.itemName,
          oldPriceCents,
          priceCents,
          effectivePeriod,
          notified,
        };
        await within?.(tx, change);
        return change;
      },
    );
    if (!recorded) {
      throw new AppError(
        'CONFLICT',
        `A price change of ${plan.itemName} from ${periodName(effectivePeriod)} is already recorded.`,
      );
    }
    return recorded;
  }
}
