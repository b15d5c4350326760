import { cardBrandName } from '@gym/contracts/card-brand';
import type { StoredCard } from '@gym/contracts/member-billing';
import { translate } from '../../../lib/i18n/catalog';
import { billingText } from '../i18n';

/** 'Visa ending 4242' */
export function cardName(card: StoredCard): string {
  return translate(billingText, 'billing.card.name', {
    brand: cardBrandName(card.i4goCardType),
    last4: card.cardNumber.slice(-4),
  });
}

/** '12/30' */
export function cardExpiry(card: StoredCard): string {
  return `${card.cardExpirationMonth}/${card.cardExpirationYear.slice(2)}`;
}

/** Names a card so that two cards with the same last four can still be told apart: 'Visa ending 4242, expires 12/30'. */
export function cardDescription(card: StoredCard): string {
  return translate(billingText, 'billing.card.description', { card: cardName(card), expiry: cardExpiry(card) });
}
