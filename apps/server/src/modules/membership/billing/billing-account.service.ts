import { BILLING_HISTORY_LIMIT, type BillingStanding } from '@gym/contracts/billing-history';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { BillingAnswer } from '@gym/contracts/member-billing';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { periodOf } from '../billing-run';
import { historyOf } from './billing-history-view';
import type { BillingHistoryRepository } from './billing-history.repository';
import { standingOf } from './billing-standing';
import { balanceOf, storedCard } from './billing-view';
import type { MemberBillingRepository } from './member-billing.repository';

/**
 * What a member reads of their billing (docs/decisions/0013, 0027): GET /billing (balance, saved cards, payment
 * history, standing) and the standing alone for the member home. Every read is for `userId` only.
 */
export class BillingAccountService {
  constructor(
    private readonly deps: {
      ledger: MemberBillingRepository;
      history: BillingHistoryRepository;
      clock: Clock;
      /** BILLING_RETRY_DAYS: when a past-due membership's card is tried again. */
      retryDays: readonly number[];
    },
  ) {}

  /** In the member's language: the page's texts of lines and payments (money is the same in both). */
  async billing(userId: string, locale: Locale = 'en'): Promise<BillingAnswer> {
    const { ledger, history } = this.deps;
    const [entries, cards, charges, declines, refunds, standing] = await Promise.all([
      ledger.ledger(userId),
      ledger.listCards(userId),
      history.charges(userId, BILLING_HISTORY_LIMIT),
      history.declines(userId, BILLING_HISTORY_LIMIT),
      history.refunds(userId, BILLING_HISTORY_LIMIT),
      this.standing(userId),
    ]);
    return {
      success: true,
      balanceData: { success: true, data: balanceOf(entries, locale) },
      paymentData: { success: true, data: { creditCards: cards.map(storedCard) } },
      history: historyOf(charges, declines, refunds, BILLING_HISTORY_LIMIT, locale),
      standing,
    };
  }

  /**
   * The member's account as rows, for the staff's page of them (docs/decisions/0034): every ledger line, the saved
   * cards and the latest charges.
   */
  async account(userId: string, chargesLimit: number) {
    const { ledger, history } = this.deps;
    const [entries, cards, charges] = await Promise.all([
      ledger.ledger(userId),
      ledger.listCards(userId),
      history.charges(userId, chargesLimit),
    ]);
    return { entries, cards, charges };
  }

  async standing(userId: string): Promise<BillingStanding> {
    const today = clubTodayIso(this.deps.clock.now());
    const facts = await this.deps.history.standingFacts(userId, periodOf(today));
    return standingOf(facts, today, this.deps.retryDays);
  }
}
