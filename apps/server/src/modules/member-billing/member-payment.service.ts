import type { FastifyBaseLogger } from 'fastify';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES, type MakePaymentBody, type Payment } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { oneAtATime } from '../../lib/one-at-a-time';
import {
  type BillingProvider,
  BillingProviderError,
  BillingTimeoutError,
  type ChargeResult,
} from '../../providers/billing';
import { cardLabel } from './billing-view';
import type { CardRow, ChargeRow, MemberBillingRepository } from './member-billing.repository';

/** The provider's key for a member's payment: the member and their request key, so keys never collide. */
export const paymentProviderKey = (userId: string, requestKey: string) => `member-payment:${userId}:${requestKey}`;

function paymentOf(charge: ChargeRow): Payment {
  return {
    paymentId: charge.id,
    amount: formatCurrency(charge.amountCents),
    amountCents: charge.amountCents,
    paidAt: charge.createdAt.toISOString(),
  };
}

/**
 * Paying the balance, exactly once per request key (docs/decisions/0013). In order: a payment already recorded
 * with the key is answered again; a charge the provider already made with the key (a crash or a lost answer
 * before our commit) is recorded and answered, a decline answered again; otherwise the amount and card are
 * checked and the provider charges, outside any database transaction, and one transaction records the charge
 * and its ledger entry. A member's payments run one at a time in this process, so a second payment waits for
 * the first and then sees what is left to pay.
 */
export class MemberPaymentService {
  private readonly serial = oneAtATime<string>();

  constructor(
    private readonly provider: BillingProvider,
    private readonly repository: MemberBillingRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  pay(userId: string, requestKey: string, body: MakePaymentBody): Promise<Payment> {
    const providerKey = paymentProviderKey(userId, requestKey);
    return this.serial(userId, () => this.payOnce(userId, providerKey, body));
  }

  private async payOnce(userId: string, providerKey: string, body: MakePaymentBody): Promise<Payment> {
    const recorded = await this.repository.findPayment(userId, providerKey);
    if (recorded) return paymentOf(recorded);

    const known = await this.provider.getCharge(providerKey);
    if (known) {
      const result: ChargeResult =
        known.status === 'succeeded'
          ? { status: 'succeeded', chargeId: known.chargeId, amountCents: known.amountCents }
          : {
              status: 'declined',
              chargeId: known.chargeId,
              amountCents: known.amountCents,
              message: known.declineMessage ?? CARD_DECLINED_MESSAGE,
            };
      const cards = await this.repository.listCards(userId);
      return this.settle(
        userId,
        providerKey,
        result,
        cards.find((card) => card.providerToken === known.cardToken),
      );
    }

    const dueCents = await this.repository.balanceCents(userId);
    if (dueCents <= 0) throw badRequest(MEMBER_BILLING_MESSAGES.nothingDue);
    const amountCents = body.amountCents ?? dueCents;
    if (amountCents > dueCents) throw badRequest(MEMBER_BILLING_MESSAGES.amountTooHigh);
    const card = body.cardId
      ? await this.repository.findCard(userId, body.cardId)
      : await this.repository.primaryCard(userId);
    if (!card) {
      throw body.cardId ? notFound(MEMBER_BILLING_MESSAGES.cardNotFound) : badRequest(MEMBER_BILLING_MESSAGES.noCard);
    }

    const result = await this.charge(providerKey, card, amountCents);
    return this.settle(userId, providerKey, result, card);
  }

  private async charge(providerKey: string, card: CardRow, amountCents: number): Promise<ChargeResult> {
    try {
      return await this.provider.charge({
        idempotencyKey: providerKey,
        cardToken: card.providerToken,
        amountCents,
        description: 'Balance payment',
      });
    } catch (error) {
      if (error instanceof BillingTimeoutError) {
        // The charge may have happened: ask once; otherwise the member repeats the request with the same key.
        const known = await this.provider.getCharge(providerKey).catch(() => null);
        if (known?.status === 'succeeded') {
          return { status: 'succeeded', chargeId: known.chargeId, amountCents: known.amountCents };
        }
        if (known?.status === 'declined') {
          const message = known.declineMessage ?? CARD_DECLINED_MESSAGE;
          return { status: 'declined', chargeId: known.chargeId, amountCents: known.amountCents, message };
        }
        throw new AppError('UNAVAILABLE', MEMBER_BILLING_MESSAGES.paymentPending);
      }
      if (error instanceof BillingProviderError) {
        // Its message is safe to show: an unknown card, or the key reused for another charge.
        throw new AppError(error.code === 'idempotency_key_reused' ? 'CONFLICT' : 'BAD_REQUEST', error.message);
      }
      throw error;
    }
  }

  private async settle(
    userId: string,
    providerKey: string,
    result: ChargeResult,
    card: CardRow | undefined,
  ): Promise<Payment> {
    if (result.status === 'declined') throw new AppError('PAYMENT_DECLINED', result.message);
    const charge = await this.repository.recordPayment({
      userId,
      providerKey,
      providerChargeId: result.chargeId,
      amountCents: result.amountCents,
      description: card ? `Payment, ${cardLabel(card)}` : 'Payment',
    });
    this.log.info({ chargeId: charge.id, amountCents: charge.amountCents }, 'balance payment recorded');
    return paymentOf(charge);
  }
}
