import { moneyOf } from '@gym/contracts/money';
import type { Locale } from '@gym/contracts/i18n/locales';
import {
  FREEZE_MESSAGES,
  FREEZE_TEMPLATES,
  FROZEN_MONTHS_PER_YEAR,
  type Freeze,
  type FreezeStatus,
  type UnfreezeAnswer,
} from '@gym/contracts/membership-freeze';
import { AppError } from '../../../lib/app-error';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { shared } from '../../../lib/i18n/translator';
import { nextBillingDay, periodName, periodOf } from '../billing-run';
import { type FreezePlan, type FreezeRow, freezeChoices, periodsOf } from './freeze-rules';
import type { FreezeRepository, WithinFreeze } from './freeze.repository';

export function freezeView(freeze: FreezeRow, today: string, locale: Locale = 'en'): Freeze {
  return {
    reference: freeze.reference,
    firstPeriod: freeze.firstPeriod,
    lastPeriod: freeze.lastPeriod,
    firstMonth: periodName(freeze.firstPeriod, locale),
    lastMonth: periodName(freeze.lastPeriod, locale),
    months: periodsOf(freeze.firstPeriod, freeze.lastPeriod).length,
    fee: moneyOf(freeze.feeCents),
    inEffect: freeze.firstPeriod <= periodOf(today),
    resumesOn: nextBillingDay(freeze.lastPeriod),
  };
}

const optionView = (plan: FreezePlan, feeCents: number, locale: Locale) => ({
  months: plan.months,
  lastPeriod: plan.lastPeriod,
  lastMonth: periodName(plan.lastPeriod, locale),
  resumesOn: plan.resumesOn,
  totalFee: moneyOf(feeCents * plan.months),
});

/**
 * A member freezing their monthly membership (docs/decisions/0028): what they may choose, the freeze, and the
 * early unfreeze. Every call is for `userId` only; the day is the clock's club day.
 */
/**
 * What other modules ask of freezes: whether one is in effect in a billing month (the desk refuses a check-in, no
 * guest pass is given). `db` is the caller's transaction when it decides under the member's lock.
 */
export interface FreezeCheck {
  frozenIn(membershipId: string, period: string, db?: Database): Promise<boolean>;
}

export class FreezeService implements FreezeCheck {
  constructor(
    private readonly deps: {
      repository: FreezeRepository;
      clock: Clock;
      /** FREEZE_FEE_CENTS: the monthly fee a freeze asked for now carries. */
      feeCents: number;
    },
  ) {}

  frozenIn(membershipId: string, period: string, db?: Database): Promise<boolean> {
    return this.deps.repository.frozenIn(membershipId, period, db);
  }

  private today(): string {
    return clubTodayIso(this.deps.clock.now());
  }

  /** In the member's language: the months' names and why no freeze can be asked for. */
  async status(userId: string, locale: Locale = 'en'): Promise<FreezeStatus> {
    const today = this.today();
    const { membership, freezes } = await this.deps.repository.facts(userId);
    const choices = freezeChoices(membership, freezes, today);
    const { feeCents } = this.deps;
    return {
      freeze: choices.current ? freezeView(choices.current, today, locale) : null,
      firstPeriod: membership ? choices.firstPeriod : null,
      fee: moneyOf(feeCents),
      options: choices.options.map((plan) => optionView(plan, feeCents, locale)),
      unavailable: choices.unavailable && choices.unavailable.in(locale),
    };
  }

  /**
   * Freezes for `months` from the next billing day; a 409 with the reason when the rules refuse it. `within` runs in
   * the freeze's transaction (staff acting for the member add their audit row there).
   */
  async freeze(userId: string, months: number, within?: WithinFreeze, locale: Locale = 'en'): Promise<Freeze> {
    const today = this.today();
    const outcome = await this.deps.repository.create(
      userId,
      this.deps.feeCents,
      (facts) => {
        const choices = freezeChoices(facts.membership, facts.freezes, today);
        if (choices.unavailable) return { refused: choices.unavailable };
        const plan = choices.options.find((option) => option.months === months);
        return (
          plan ?? {
            refused: shared(FREEZE_TEMPLATES.tooManyMonths, {
              allowed: choices.options.length,
              max: FROZEN_MONTHS_PER_YEAR,
            }),
          }
        );
      },
      within,
    );
    if ('refused' in outcome) throw new AppError('CONFLICT', outcome.refused);
    return freezeView(outcome.freeze, today, locale);
  }

  /** Withdraws a freeze not begun, or ends the one in effect today. */
  async unfreeze(userId: string): Promise<UnfreezeAnswer> {
    const at = this.deps.clock.now();
    const today = clubTodayIso(at);
    const outcome = await this.deps.repository.unfreeze(userId, today, periodOf(today), at);
    if (outcome.kind === 'none') throw new AppError('CONFLICT', FREEZE_MESSAGES.nothingToUnfreeze);
    return {
      success: true,
      message: outcome.kind === 'withdrawn' ? FREEZE_MESSAGES.withdrawn : FREEZE_MESSAGES.unfrozen,
      data: {
        reference: outcome.freeze.reference,
        outcome: outcome.kind,
        resumesOn: nextBillingDay(today),
      },
    };
  }
}
