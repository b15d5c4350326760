import {
  type AddCardBody,
  MEMBER_BILLING_MESSAGES,
  type MakePrimaryQuery,
  type StoredCard,
} from '@gym/contracts/member-billing';
import { badRequest, notFound } from '../../../lib/app-error';
import type { BillingProvider } from '../../../providers/billing';
import { storedCard } from './billing-view';
import type { MemberBillingRepository } from './member-billing.repository';

/** Tries a new primary card on a past-due balance (the billing run's, docs/decisions/0027). */
export type PrimaryCardRetry = (userId: string, cardId: string) => Promise<unknown>;

/**
 * A member's saved cards (docs/decisions/0013); what the billing page reads is billing-account.service.ts. Every call acts for `userId` only. A card that
 * becomes primary while the membership is past due is charged for the balance at once.
 */
export class MemberCardsService {
  constructor(
    private readonly provider: BillingProvider,
    private readonly repository: MemberBillingRepository,
    private readonly retryPastDue: PrimaryCardRetry = async () => undefined,
  ) {}

  /**
   * Saves the frame's card: the provider is asked about the token (the truth for brand, last four and expiry),
   * and the frame's fields must agree with it.
   */
  async add(userId: string, body: AddCardBody): Promise<StoredCard> {
    const card = await this.provider.lookupCard(body.cc_merchant_unique_id);
    if (!card) throw badRequest(MEMBER_BILLING_MESSAGES.cardTokenUnknown);
    if (
      card.last4 !== body.cc_number.slice(-4) ||
      card.brand !== body.i4go_cardtype ||
      card.expMonth !== Number(body.expiration_month) ||
      card.expYear !== Number(body.expiration_year)
    ) {
      throw badRequest(MEMBER_BILLING_MESSAGES.cardMismatch);
    }
    const outcome = await this.repository.addCard(
      userId,
      {
        providerToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        billingName: body.billingName,
      },
      body.isPrimary === true,
    );
    // Another account's card is answered like a token the provider does not know.
    if (outcome.kind === 'taken') throw badRequest(MEMBER_BILLING_MESSAGES.cardTokenUnknown);
    if (outcome.card.isPrimary) await this.retryPastDue(userId, outcome.card.id);
    return storedCard(outcome.card);
  }

  /**
   * Makes the card primary. The billing address is checked by the query schema and then not kept: our card
   * table has no address and the provider interface takes none (docs/decisions/0013).
   */
  async makePrimary(userId: string, query: MakePrimaryQuery): Promise<void> {
    if (!(await this.repository.makePrimary(userId, query.cardId))) {
      throw notFound(MEMBER_BILLING_MESSAGES.cardNotFound);
    }
    await this.retryPastDue(userId, query.cardId);
  }

  async delete(userId: string, cardId: string): Promise<void> {
    switch (await this.repository.deleteCard(userId, cardId)) {
      case 'deleted':
        return;
      case 'not_found':
        throw notFound(MEMBER_BILLING_MESSAGES.cardNotFound);
      case 'primary':
        throw badRequest(MEMBER_BILLING_MESSAGES.deletePrimary);
      case 'last_with_balance':
        throw badRequest(MEMBER_BILLING_MESSAGES.deleteLastWithBalance);
    }
  }
}
