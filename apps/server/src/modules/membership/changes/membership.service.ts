import type { Locale } from '@gym/contracts/i18n/locales';
import { moneyOf } from '@gym/contracts/money';
import {
  MEMBERSHIP_MESSAGES,
  type Cancellation,
  type CancellationPreview,
  type MembershipStanding,
  type MembershipView,
} from '@gym/contracts/membership';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import type { FileStorage } from '../../../providers/storage/storage';
import { duesDescription, freezeFeeDescription, nextBillingDay, periodOf } from '../billing-run';
import type { CancellationFacts } from './cancellation-rules';
import { cancellationTerms } from './cancellation-rules';
import type {
  CancellationRepository,
  MembershipRecord,
  StandingCancellation,
  WithinCancellation,
} from './cancellation.repository';
import type { RefundsService } from './refunds.service';

/** Where the member downloads their current agreement. */
export const AGREEMENT_PATH = '/membership/agreement';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The member's membership and its cancellation (docs/decisions/0028): what /membership shows, what cancelling today
 * would do (the same rules POST applies under the member's lock), the cancellation with its refunds when it falls
 * in the five business days, and its withdrawal.
 */
export class MembershipService {
  constructor(
    private readonly deps: {
      repository: CancellationRepository;
      refunds: RefundsService;
      storage: FileStorage;
      clock: Clock;
    },
  ) {}

  /** In the member's language: the next charge's description. */
  async view(userId: string, locale: Locale = 'en'): Promise<MembershipView | null> {
    const { repository } = this.deps;
    const membership = await repository.membershipOf(userId);
    if (!membership) return null;
    const today = this.today();
    const [cancellation, facts, agreement, frozen] = await Promise.all([
      repository.standingCancellation(membership.id),
      repository.factsOf(membership, today),
      repository.agreementOf(userId),
      repository.frozenOn(membership.id, periodOf(today)),
    ]);
    return {
      id: membership.id,
      plan: { id: membership.plan.id, name: membership.plan.name, description: membership.plan.description },
      club: membership.club,
      monthly: membership.plan.monthly,
      price: moneyOf(membership.priceCents),
      standing: standingOf(membership, cancellation, frozen),
      startDate: membership.startDate,
      endDate: membership.endDate,
      nextCharge: nextChargeOf(membership, facts, locale),
      lastMonthPrepaid: moneyOf(membership.lastMonthCents),
      agreementUrl: agreement ? AGREEMENT_PATH : null,
      cancellation: cancellation ? cancellationOf(cancellation, membership, today) : null,
    };
  }

  async preview(userId: string, locale: Locale = 'en'): Promise<CancellationPreview> {
    const membership = await this.cancellable(userId);
    const terms = cancellationTerms(await this.deps.repository.factsOf(membership, this.today()), locale);
    return {
      noticeDate: terms.noticeDate,
      lastDay: terms.lastDay,
      lastCharge: terms.lastCharge ? { ...terms.lastCharge, ...moneyOf(terms.lastCharge.amountCents) } : null,
      coolingOff: terms.coolingOff,
      refund: terms.coolingOff ? moneyOf(await this.deps.repository.refundableCents(membership)) : null,
    };
  }

  /** Gives notice today; `within` runs in its transaction (staff acting for the member add their audit row there). */
  async cancel(userId: string, within?: WithinCancellation): Promise<Cancellation> {
    const { repository, refunds, clock } = this.deps;
    const at = clock.now();
    const outcome = await repository.cancel(userId, clubTodayIso(at), at, within);
    if (outcome.kind === 'refused') throw refusal(outcome.reason);
    // Within the five days the refunds are asked for now; one the provider does not answer is finished by the
    // reconciler with the same key.
    if (outcome.cancellation.coolingOff) await refunds.refundCancellation(outcome.cancellation.id);
    const membership = await repository.membershipOf(userId);
    return cancellationOf(outcome.cancellation, membership!, clubTodayIso(at));
  }

  async withdraw(userId: string): Promise<Cancellation> {
    const at = this.deps.clock.now();
    const today = clubTodayIso(at);
    const outcome = await this.deps.repository.withdraw(userId, today, at, nextBillingDay(today));
    if (outcome.kind === 'refused') {
      throw outcome.reason === 'cooling-off'
        ? conflict(MEMBERSHIP_MESSAGES.coolingOffFinal)
        : outcome.reason === 'ended'
          ? conflict(MEMBERSHIP_MESSAGES.ended)
          : notFound(MEMBERSHIP_MESSAGES.nothingToWithdraw);
    }
    return { ...cancellationOf(outcome.cancellation, undefined, today), withdrawable: false };
  }

  /** The member's current signed agreement (the newest made: the join's, or a change's). */
  async agreement(userId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
    const document = await this.deps.repository.agreementOf(userId);
    const file = document && (await this.deps.storage.get(document.storageKey));
    if (!document || !file) throw notFound(MEMBERSHIP_MESSAGES.noAgreement);
    return { fileName: document.fileName, bytes: file.bytes };
  }

  /**
   * The member's current membership as it stands, for the staff's page of them (docs/decisions/0034): its
   * record, its standing cancellation and whether a freeze is in effect; undefined without one.
   */
  async current(userId: string) {
    const { repository } = this.deps;
    const membership = await repository.membershipOf(userId);
    if (!membership) return undefined;
    const [cancellation, frozen] = await Promise.all([
      repository.standingCancellation(membership.id),
      repository.frozenOn(membership.id, periodOf(this.today())),
    ]);
    return { membership, cancellation, frozen };
  }

  private async cancellable(userId: string): Promise<MembershipRecord> {
    const membership = await this.deps.repository.membershipOf(userId);
    if (!membership) throw notFound(MEMBERSHIP_MESSAGES.noMembership);
    if (membership.status === 'ended') throw conflict(MEMBERSHIP_MESSAGES.ended);
    if (!membership.plan.monthly) throw conflict(MEMBERSHIP_MESSAGES.notMonthly);
    if (await this.deps.repository.standingCancellation(membership.id)) {
      throw conflict(MEMBERSHIP_MESSAGES.alreadyCancelling);
    }
    return membership;
  }

  private today(): string {
    return clubTodayIso(this.deps.clock.now());
  }
}

function refusal(reason: 'none' | 'not-monthly' | 'ended' | 'already'): AppError {
  switch (reason) {
    case 'none':
      return notFound(MEMBERSHIP_MESSAGES.noMembership);
    case 'not-monthly':
      return conflict(MEMBERSHIP_MESSAGES.notMonthly);
    case 'ended':
      return conflict(MEMBERSHIP_MESSAGES.ended);
    case 'already':
      return conflict(MEMBERSHIP_MESSAGES.alreadyCancelling);
  }
}

function cancellationOf(
  row: StandingCancellation,
  membership: MembershipRecord | undefined,
  today: string,
): Cancellation {
  return {
    reference: row.reference,
    noticeDate: row.noticeDate,
    lastDay: row.lastDay,
    coolingOff: row.coolingOff,
    withdrawable:
      !row.coolingOff && row.withdrawnAt === null && membership?.status === 'active' && row.lastDay >= today,
  };
}

/** The page's one word for the membership, most telling first (docs/decisions/0028). */
function standingOf(
  membership: MembershipRecord,
  cancellation: StandingCancellation | undefined,
  frozen: boolean,
): MembershipStanding {
  if (membership.status === 'ended') return 'ended';
  if (frozen) return 'frozen';
  if (cancellation) return 'cancelling';
  if (membership.billingStatus !== 'current') return 'past_due';
  return 'active';
}

/** The next charge the billing run will make for the membership: the next period's dues or freeze fee. */
function nextChargeOf(
  membership: MembershipRecord,
  facts: CancellationFacts,
  locale: Locale,
): MembershipView['nextCharge'] {
  if (membership.status === 'ended' || !membership.plan.monthly) return null;
  const period = nextBillingDay(facts.today);
  // A cancelled membership is not billed for its final month (the last month prepaid pays it).
  if (membership.endDate && period >= periodOf(membership.endDate)) return null;
  const freeze = facts.frozen.find((frozen) => frozen.period === period);
  if (freeze) {
    return freeze.feeCents > 0
      ? { date: period, ...moneyOf(freeze.feeCents), description: freezeFeeDescription(period, locale) }
      : null;
  }
  const priceCents =
    facts.scheduledPrice && facts.scheduledPrice.from <= period
      ? facts.scheduledPrice.priceCents
      : membership.priceCents;
  return { date: period, ...moneyOf(priceCents), description: duesDescription(period, locale) };
}
