import { formatCurrency } from '@gym/contracts/money';
import { PRICE_CHANGE_NOTICE_DAYS } from '@gym/contracts/staff-plans';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { defineCatalog, textOf } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import { addDays, nextBillingDay, periodName, periodOf } from '../billing-run';
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

const priceChangeText = defineCatalog(
  {
    'priceChanges.pricePositive': 'The new price must be a positive amount of dollars and cents.',
    'priceChanges.notBillingDay': 'A price change starts on a billing day, the 1st of a month.',
    'priceChanges.noPlan': "There is no plan ''{plan}''.",
    'priceChanges.pass': '{plan} is a pass, not a monthly plan: it has no monthly price to change.',
    'priceChanges.tooSoon':
      'Members must be told of a price change {days} days before it takes effect: {day} is too soon; the ' +
      'earliest billing day is {earliest}.',
    'priceChanges.laterRecorded':
      'A price change of {plan} from {month} is already recorded: a change cannot be recorded before it.',
    'priceChanges.samePrice': '{plan} already costs {price} a month then.',
    'priceChanges.recorded': 'A price change of {plan} from {month} is already recorded.',
  },
  {
    'priceChanges.pricePositive': 'El nuevo precio debe ser una cantidad positiva de dólares y centavos.',
    'priceChanges.notBillingDay': 'Un cambio de precio empieza en un día de facturación, el día 1 de un mes.',
    'priceChanges.noPlan': "No existe el plan ''{plan}''.",
    'priceChanges.pass': '{plan} es un pase, no un plan mensual: no tiene un precio mensual que cambiar.',
    'priceChanges.tooSoon':
      'Los miembros deben recibir aviso de un cambio de precio {days} días antes de que entre en vigor: el {day} ' +
      'es demasiado pronto; el primer día de facturación posible es el {earliest}.',
    'priceChanges.laterRecorded':
      'Ya hay un cambio de precio de {plan} registrado a partir de {month}: no se puede registrar un cambio ' +
      'anterior a él.',
    'priceChanges.samePrice': '{plan} ya cuesta {price} al mes en esa fecha.',
    'priceChanges.recorded': 'Ya hay un cambio de precio de {plan} registrado a partir de {month}.',
  },
);

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
      throw badRequest(priceChangeText.text('priceChanges.pricePositive'));
    }
    if (periodOf(effectivePeriod) !== effectivePeriod) {
      throw badRequest(priceChangeText.text('priceChanges.notBillingDay'));
    }
    const plan = await repository.plan(planId);
    if (!plan) throw notFound(priceChangeText.text('priceChanges.noPlan', { plan: planId }));
    if (plan.validityDays !== null)
      throw badRequest(priceChangeText.text('priceChanges.pass', { plan: plan.itemName }));
    const today = clubTodayIso(clock.now());
    const earliest = earliestPriceChangeDay(today);
    if (effectivePeriod < earliest) {
      throw badRequest(
        textOf((locale) =>
          priceChangeText.t(locale, 'priceChanges.tooSoon', {
            days: PRICE_CHANGE_NOTICE_DAYS,
            day: formatCalendarDate(effectivePeriod, locale),
            earliest: formatCalendarDate(earliest, locale),
          }),
        ),
      );
    }
    const later = await repository.changeBetween(planId, effectivePeriod, null);
    if (later) {
      // Its notices told the members the price they pay until then: one recorded before it would make them wrong.
      throw new AppError(
        'CONFLICT',
        textOf((locale) =>
          priceChangeText.t(locale, 'priceChanges.laterRecorded', {
            plan: plan.itemName,
            month: periodName(later.effectivePeriod, locale),
          }),
        ),
      );
    }
    // Another change already recorded for a month before this one sets the price members pay until then.
    const prior = await repository.changeBetween(planId, periodOf(today), effectivePeriod);
    const oldPriceCents = prior?.priceCents ?? plan.priceCents;
    if (oldPriceCents === priceCents) {
      throw badRequest(
        priceChangeText.text('priceChanges.samePrice', { plan: plan.itemName, price: formatCurrency(priceCents) }),
      );
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
        textOf((locale) =>
          priceChangeText.t(locale, 'priceChanges.recorded', {
            plan: plan.itemName,
            month: periodName(effectivePeriod, locale),
          }),
        ),
      );
    }
    return recorded;
  }
}
