import type { Locale } from '@gym/contracts/i18n/locales';
import { randomUUID } from 'node:crypto';
import {
  PLAN_CHANGE_MESSAGES,
  type PlanChange,
  type PlanChangeBlock,
  type PlanChangeBody,
  type PlanChangeStatus,
} from '@gym/contracts/plan-change';
import { formatCurrency } from '@gym/contracts/money';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import type { MemberPaymentService } from '../billing';
import { signaturePngOf } from '../membership-agreement';
import type { PlanChangeAgreements } from './plan-change-agreement';
import type { MembershipFacts, PlanChangeRepository, PlanChangeRow } from './plan-change.repository';
import { changeTerms, optionOf, planChangeView } from './plan-change-rules';
import { newReference } from './reference';
import { sharedText } from '../../../lib/i18n/translator';

/** Why the member may not change now, most telling first; undefined when they may. */
function blockOf(facts: MembershipFacts | undefined): PlanChangeBlock | undefined {
  if (!facts) return 'no_membership';
  if (!facts.monthly) return 'pass';
  if (facts.cancelling) return 'cancelling';
  if (facts.frozen) return 'frozen';
  if (facts.open) return 'change_open';
  return undefined;
}

const refused = (reason: PlanChangeBlock) =>
  reason === 'no_membership'
    ? notFound(PLAN_CHANGE_MESSAGES.no_membership)
    : reason === 'change_open'
      ? new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.change_open)
      : badRequest(PLAN_CHANGE_MESSAGES[reason]);

/**
 * Changing plan or home club (docs/decisions/0028): the options with their money, the change signed with an
 * updated agreement, an upgrade's difference charged through the member payment attempts (exactly once, settled
 * by the payment reconciler after a crash), a downgrade scheduled for the next billing day and withdrawable.
 */
export class PlanChangeService {
  constructor(
    private readonly deps: {
      repository: PlanChangeRepository;
      agreements: PlanChangeAgreements;
      payments: MemberPaymentService;
      clock: Clock;
    },
  ) {}

  /** In the member's language: why no change can be asked for. */
  async status(userId: string, locale: Locale = 'en'): Promise<PlanChangeStatus> {
    const { repository } = this.deps;
    const today = clubTodayIso(this.deps.clock.now());
    const facts = await repository.facts(userId, today);
    const block = blockOf(facts);
    const scheduled = facts?.open?.status === 'scheduled' ? facts.open : undefined;
    const options =
      facts && !block
        ? (await repository.offers())
            .filter((offer) => offer.planId !== facts.planId || offer.clubId !== facts.clubId)
            .map((offer) => optionOf(offer, facts.priceCents, today))
        : [];
    return {
      current: facts
        ? {
            planId: facts.planId,
            planName: facts.planName,
            clubId: facts.clubId,
            clubName: facts.clubName,
            price: { amount: formatCurrency(facts.priceCents), amountCents: facts.priceCents },
          }
        : null,
      options,
      scheduled: scheduled ? await this.view(scheduled) : null,
      blocked: block ? { reason: block, message: sharedText(locale, PLAN_CHANGE_MESSAGES[block]) } : null,
    };
  }

  /**
   * Records the change the member signed for. The agreement is made and stored first (a bad signature changes
   * nothing); an upgrade's difference is then charged outside any transaction and recorded with the change
   * applied, or declined (402, nothing changed).
   */
  async change(
    userId: string,
    body: PlanChangeBody,
    ipAddress: string,
  ): Promise<{ change: PlanChange; message: string }> {
    const { repository, agreements, payments, clock } = this.deps;
    const signaturePng = signaturePngOf(body.signature);
    const signedAt = clock.now();
    const today = clubTodayIso(signedAt);
    const facts = await repository.facts(userId, today);
    const block = blockOf(facts);
    if (block) throw refused(block);
    const offer = (await repository.offers()).find(
      (candidate) =>
        candidate.planId === body.planId &&
        candidate.clubId === body.clubId &&
        (candidate.planId !== facts!.planId || candidate.clubId !== facts!.clubId),
    );
    if (!offer) {
      throw badRequest(PLAN_CHANGE_MESSAGES.notAnOption, [
        { field: 'planId', message: PLAN_CHANGE_MESSAGES.notAnOption },
      ]);
    }
    const terms = changeTerms(facts!.priceCents, offer.priceCents, today);
    const id = randomUUID();
    const reference = newReference('CHG');
    await agreements.store({ id, reference, facts: facts!, offer, terms }, { signaturePng, signedAt, ipAddress });
    const outcome = await repository.begin(
      {
        id,
        reference,
        facts: facts!,
        offer,
        ...terms,
      },
      today,
    );
    switch (outcome.kind) {
      case 'stale':
      case 'change_open':
        throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.change_open);
      case 'cancelling':
      case 'frozen':
        throw refused(outcome.kind);
      case 'busy':
        throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.paymentInProgress);
      case 'no_card':
        throw badRequest(PLAN_CHANGE_MESSAGES.noCard);
      case 'applied':
        return { change: await this.view(outcome.change), message: PLAN_CHANGE_MESSAGES.applied };
      case 'scheduled':
        return { change: await this.view(outcome.change), message: PLAN_CHANGE_MESSAGES.scheduled };
      case 'charge': {
        // Declined: the attempt and the change are recorded declined and this throws the provider's text (402).
        await payments.chargeAttempt(outcome.attempt);
        const applied = await repository.byId(outcome.change.id);
        return { change: await this.view(applied!), message: PLAN_CHANGE_MESSAGES.applied };
      }
    }
  }

  async withdraw(userId: string): Promise<PlanChange> {
    const withdrawn = await this.deps.repository.withdraw(userId);
    if (!withdrawn) throw notFound(PLAN_CHANGE_MESSAGES.nothingToWithdraw);
    return this.view(withdrawn);
  }

  private async view(change: PlanChangeRow): Promise<PlanChange> {
    return planChangeView(change, await this.deps.repository.names(change));
  }
}
