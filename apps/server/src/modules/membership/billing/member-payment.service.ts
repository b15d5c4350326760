import type { FastifyBaseLogger } from 'fastify';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES, type MakePaymentBody, type Payment } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import {
  type BillingProvider,
  BillingProviderError,
  BillingTimeoutError,
  type ChargeRecord,
  type ChargeResult,
} from '../../../providers/billing';
import type { PaymentAttemptKind } from './billing.schema';
import { type ChargeRow, LEDGER_KEYS } from '../ledger';
import type {
  MemberPaymentsRepository,
  PaymentAttempt,
  PaymentPurpose,
  PaymentRequest,
} from './member-payments.repository';
import { type Clock, systemClock } from '../../../lib/clock';

/**
 * How long a pending attempt the provider has no charge for may still be in flight (its request is waiting for
 * the provider, on this or another instance). Until then another payment of the member is refused (409); after
 * it the attempt is marked failed. Well above the client's 20 s timeout, like the join's lease (0009).
 */
export const PAYMENT_ATTEMPT_LEASE_MS = 2 * 60_000;

/** The provider's description of a charge, by the attempt's kind. */
const CHARGE_DESCRIPTIONS: Record<PaymentAttemptKind, string> = {
  member: 'Balance payment',
  autopay: 'Monthly dues',
  'plan-change': 'Plan change',
  'training-pack': 'Personal training',
};

/** What settling a pending attempt did: its charge recorded, declined or failed, or still waiting. */
export type Settled = 'recorded' | 'settled' | 'waiting';

function paymentOf(charge: ChargeRow): Payment {
  return {
    paymentId: charge.id,
    amount: formatCurrency(charge.amountCents),
    amountCents: charge.amountCents,
    paidAt: charge.createdAt.toISOString(),
  };
}

function resultOf(record: ChargeRecord): ChargeResult {
  return record.status === 'succeeded'
    ? { status: 'succeeded', chargeId: record.chargeId, amountCents: record.amountCents }
    : {
        status: 'declined',
        chargeId: record.chargeId,
        amountCents: record.amountCents,
        message: record.declineMessage ?? CARD_DECLINED_MESSAGE,
      };
}

const stillProcessing = () => new AppError('UNAVAILABLE', MEMBER_BILLING_MESSAGES.paymentPending);

/**
 * Paying the balance, exactly once per request key and one payment at a time per member, across server
 * instances (docs/decisions/0013, 0019). The attempt is recorded `pending` before the provider is called, with
 * the amount and card decided under the member's row lock; the provider charges outside any transaction; one
 * transaction then writes the charge, its ledger entry and the attempt `succeeded` (or the attempt is marked
 * declined or failed). A repeat of the key answers the recorded outcome; a pending one asks the provider first.
 * Another payment while one is pending is refused (409). The reconciler settles what a crash left pending.
 */
export class MemberPaymentService {
  private readonly leaseMs: number;
  private readonly clock: Clock;
  private readonly purposes: Map<PaymentAttemptKind, PaymentPurpose>;

  constructor(
    private readonly provider: BillingProvider,
    private readonly payments: MemberPaymentsRepository,
    private readonly log: FastifyBaseLogger,
    options: {
      leaseMs?: number;
      /** What another kind of attempt than the balance does with its outcome (a plan change's difference). */
      purposes?: Partial<Record<PaymentAttemptKind, PaymentPurpose>>;
      /** The app's clock: an attempt's lease is judged on the clock that stamped it. */
      clock?: Clock;
    } = {},
  ) {
    this.leaseMs = options.leaseMs ?? PAYMENT_ATTEMPT_LEASE_MS;
    this.clock = options.clock ?? systemClock;
    this.purposes = new Map(Object.entries(options.purposes ?? {}) as [PaymentAttemptKind, PaymentPurpose][]);
  }

  /**
   * What a domain above this one charges through these attempts (a personal-training pack, 0053): its outcomes go
   * to `purpose`, whoever settles the attempt. Registered while the app is built, before any request.
   */
  serve(kind: Exclude<PaymentAttemptKind, 'member' | 'autopay'>, purpose: PaymentPurpose): void {
    this.purposes.set(kind, purpose);
  }

  /**
   * Charges an attempt another purpose recorded pending (a plan change), the same way as a balance payment:
   * outside any transaction, its outcome written by that kind's PaymentOutcomes. Throws PAYMENT_DECLINED with the
   * provider's text on a decline, UNAVAILABLE while the outcome is unknown (the reconciler settles it).
   */
  chargeAttempt(attempt: PaymentAttempt): Promise<Payment> {
    return this.charge(attempt);
  }

  /** A purpose's attempt met again (a repeat of its request): its recorded outcome, or what the provider knows. */
  resumeAttempt(attempt: PaymentAttempt): Promise<Payment> {
    return this.again(attempt);
  }

  private purposeOf(attempt: PaymentAttempt): PaymentPurpose | undefined {
    return this.purposes.get(attempt.kind);
  }

  async pay(userId: string, requestKey: string, body: MakePaymentBody): Promise<Payment> {
    const providerKey = LEDGER_KEYS.memberPayment(userId, requestKey);
    const attempt = await this.payments.findAttempt(userId, providerKey);
    if (attempt && attempt.status !== 'failed') return this.again(attempt);
    if (!attempt) {
      // A payment recorded before attempts were (0013) has its charges row only.
      const recorded = await this.payments.findPayment(userId, providerKey);
      if (recorded) return paymentOf(recorded);
    }
    return this.start({ userId, providerKey, amountCents: body.amountCents, cardId: body.cardId });
  }

  /**
   * Finds out what became of a pending attempt: records its charge when the provider made one, records a
   * decline, and marks it failed when the provider has none and nobody touched it for `leaseMs`.
   */
  async settle(attempt: PaymentAttempt, leaseMs = this.leaseMs): Promise<Settled> {
    const record = await this.provider.getCharge(attempt.providerKey);
    if (record?.status === 'succeeded') {
      await this.record(attempt, resultOf(record));
      return 'recorded';
    }
    if (record) {
      const message = record.declineMessage ?? CARD_DECLINED_MESSAGE;
      await this.payments.declined(attempt, record.chargeId, message, this.purposeOf(attempt));
      return 'settled';
    }
    const noCharge = 'The provider made no charge.';
    const failed = await this.payments.failed(attempt, noCharge, leaseMs, this.purposeOf(attempt));
    return failed ? 'settled' : 'waiting';
  }

  /** A new payment (or this key's failed one asked again): recorded pending, then charged. */
  private async start(request: PaymentRequest): Promise<Payment> {
    let outcome = await this.payments.startAttempt(request);
    if (
      outcome.kind === 'busy' &&
      outcome.pending.kind !== 'autopay' &&
      this.clock.now().getTime() - outcome.pending.updatedAt.getTime() >= this.leaseMs
    ) {
      // Another payment was left pending past its lease (a crash): settle it, then decide again. A pending
      // autopay is the billing run's, charged within the hour (docs/decisions/0027).
      await this.settle(outcome.pending);
      outcome = await this.payments.startAttempt(request);
    }
    switch (outcome.kind) {
      case 'started':
        return this.charge(outcome.attempt);
      case 'existing':
        return this.again(outcome.attempt);
      case 'busy':
        throw new AppError('CONFLICT', MEMBER_BILLING_MESSAGES.paymentInProgress);
      case 'nothing_due':
        throw badRequest(MEMBER_BILLING_MESSAGES.nothingDue);
      case 'amount_too_high':
        throw badRequest(MEMBER_BILLING_MESSAGES.amountTooHigh);
      case 'no_card':
        throw badRequest(MEMBER_BILLING_MESSAGES.noCard);
      case 'card_not_found':
        throw notFound(MEMBER_BILLING_MESSAGES.cardNotFound);
    }
  }

  /** This key's attempt met again: its recorded outcome, or, still pending, what the provider knows of it. */
  private async again(attempt: PaymentAttempt): Promise<Payment> {
    switch (attempt.status) {
      case 'succeeded': {
        const charge = await this.payments.findPayment(attempt.userId, attempt.providerKey);
        if (!charge) throw new Error(`payment attempt ${attempt.id} succeeded without a charges row`);
        return paymentOf(charge);
      }
      case 'declined':
        throw new AppError('PAYMENT_DECLINED', attempt.message ?? CARD_DECLINED_MESSAGE);
      case 'failed':
        // Failed just now (a race with the reconciler): the member's next try asks it again.
        throw stillProcessing();
      case 'pending': {
        // A lost answer, a crash before our commit, or a request still in flight: ask before charging. The
        // same key never charges twice, so charging again is safe when the provider has no charge yet.
        const record = await this.provider.getCharge(attempt.providerKey).catch(() => null);
        if (record) return this.conclude(attempt, resultOf(record));
        if (!(await this.payments.touch(attempt))) throw stillProcessing();
        return this.charge(attempt);
      }
    }
  }

  /** Charges OUTSIDE any transaction; the attempt stays pending unless the outcome is known. */
  private async charge(attempt: PaymentAttempt): Promise<Payment> {
    let result: ChargeResult;
    try {
      result = await this.provider.charge({
        idempotencyKey: attempt.providerKey,
        cardToken: attempt.cardToken,
        amountCents: attempt.amountCents,
        description: CHARGE_DESCRIPTIONS[attempt.kind],
      });
    } catch (error) {
      const known = await this.afterChargeError(attempt, error);
      if (!known) throw stillProcessing();
      result = known;
    }
    return this.conclude(attempt, result);
  }

  /** What a failed charge call left: the provider's record, or null (still pending); throws a refusal. */
  private async afterChargeError(attempt: PaymentAttempt, error: unknown): Promise<ChargeResult | null> {
    if (error instanceof BillingTimeoutError) {
      // The charge may have happened: ask once; otherwise the member repeats with the same key (or the
      // reconciler settles it).
      const record = await this.provider.getCharge(attempt.providerKey).catch(() => null);
      if (!record) this.log.warn({ attemptId: attempt.id }, 'balance payment timed out: the attempt stays pending');
      return record && resultOf(record);
    }
    if (error instanceof BillingProviderError) {
      if (error.code === 'idempotency_key_reused') {
        // The key already charged other details: only a payment asked before attempts were recorded can be one.
        const record = await this.provider.getCharge(attempt.providerKey);
        if (record) return resultOf(record);
      }
      // Its message is safe to show: an unknown card, or the key reused for another charge.
      await this.payments.failed(attempt, error.message, undefined, this.purposeOf(attempt));
      throw new AppError(error.code === 'idempotency_key_reused' ? 'CONFLICT' : 'BAD_REQUEST', error.message);
    }
    this.log.error({ err: error, attemptId: attempt.id }, 'balance payment failed: the attempt stays pending');
    throw error;
  }

  private async conclude(attempt: PaymentAttempt, result: ChargeResult): Promise<Payment> {
    if (result.status === 'declined') {
      await this.payments.declined(attempt, result.chargeId, result.message, this.purposeOf(attempt));
      throw new AppError('PAYMENT_DECLINED', result.message);
    }
    return paymentOf(await this.record(attempt, result));
  }

  private async record(attempt: PaymentAttempt, result: ChargeResult): Promise<ChargeRow> {
    const { chargeId: providerChargeId, amountCents } = result;
    const charge = await this.payments.recordPayment(
      attempt,
      { providerChargeId, amountCents },
      this.purposeOf(attempt),
    );
    this.log.info({ chargeId: charge.id, amountCents: charge.amountCents, kind: attempt.kind }, 'payment recorded');
    return charge;
  }
}
