import type { InsertCardBody } from '@gym/contracts/join';
import { badRequest, notFound } from '../../../lib/app-error';
import type { BillingProvider } from '../../../providers/billing';
import type { AttemptCard } from '../join';
import type { SignupCardsRepository } from './signup-cards.repository';

export const SIGNUP_CARD_MESSAGES = {
  cardNotFound: 'The card was not found. Please add it again.',
  cardMismatch: 'The card details do not match the card. Please add it again.',
  creditCardNotFound: 'Card not found',
} as const;

/**
 * The sign-up's card (decisions.md item 7): only the provider's token and what may be shown. A card reaches the
 * join either through insert-card-details (with its name and nickname kept here) or straight from the frame
 * (the payload's i4goUniqueId and billingName); both are looked up at the provider, which is the truth.
 */
export class SignupCardsService {
  constructor(
    private readonly billing: BillingProvider,
    private readonly cards: SignupCardsRepository,
  ) {}

  async insert(body: InsertCardBody): Promise<string> {
    const card = await this.billing.lookupCard(body.cc_merchant_unique_id);
    if (!card) throw badRequest(SIGNUP_CARD_MESSAGES.cardNotFound);
    if (card.last4 !== body.cc_number.slice(-4) || card.expMonth !== Number(body.expiration_month)) {
      throw badRequest(SIGNUP_CARD_MESSAGES.cardMismatch);
    }
    return this.cards.upsert({
      token: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      billingName: body.billingName,
    });
  }

  async setNickname(creditCardId: string, nickname: string): Promise<void> {
    if (!(await this.cards.setNickname(creditCardId, nickname)))
      throw notFound(SIGNUP_CARD_MESSAGES.creditCardNotFound);
  }

  /** The card a join pays with; null when the provider does not know the token. */
  async resolve(token: string, billingName: string): Promise<AttemptCard | null> {
    const card = await this.billing.lookupCard(token);
    if (!card) return null;
    const kept = await this.cards.findByToken(token);
    return {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      billingName: kept?.billingName ?? billingName,
      nickname: kept?.nickname ?? null,
    };
  }
}
