import { CARD_TYPES, type CardType } from '@gym/contracts/billing';
import { cardBrandName } from '@gym/contracts/card-brand';
import { type Balance, type BalanceEntry, type StoredCard, maskedCardNumber } from '@gym/contracts/member-billing';
import type { Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { clubTodayIso } from '../../../lib/club-date';
import { defineCatalog } from '../../../lib/i18n/translator';
import { ledgerDescription } from './billing-text';
import type { CardRow, LedgerRow } from './member-billing.repository';

/** The rows of a member's billing as the specification's wire shapes (money as '$49.99' only here). */

function cardType(brand: string): CardType {
  // payment_methods.brand is written from the provider's card types only.
  if (!(CARD_TYPES as readonly string[]).includes(brand)) throw new Error(`unknown card brand ${brand}`);
  return brand as CardType;
}

export function storedCard(row: CardRow): StoredCard {
  const type = cardType(row.brand);
  return {
    cardNumber: maskedCardNumber(type, row.last4),
    isPrimary: row.isPrimary,
    i4goUniqueId: row.id,
    i4goCardType: type,
    cardExpirationMonth: String(row.expMonth).padStart(2, '0'),
    cardExpirationYear: String(row.expYear),
    billingName: row.billingName,
  };
}

const cardText = defineCatalog(
  { 'billing.cardEnding': '{brand} ending {last4}' },
  { 'billing.cardEnding': '{brand} terminada en {last4}' },
);

/** 'Visa ending 4242': how a payment's ledger line names the card (in `locale`, for an e-mail). */
export function cardLabel(row: Pick<CardRow, 'brand' | 'last4'>, locale: Locale = 'en'): string {
  return cardText.t(locale, 'billing.cardEnding', { brand: cardBrandName(row.brand), last4: row.last4 });
}

function entry(row: LedgerRow, locale: Locale): BalanceEntry {
  return {
    id: row.id,
    kind: row.kind,
    description: ledgerDescription(row, locale),
    date: clubTodayIso(row.createdAt),
    amount: formatCurrency(row.amountCents),
    amountCents: row.amountCents,
  };
}

/**
 * The balance is the sum of the whole ledger (oldest first). The entries shown are those since the running
 * total was last at or below zero: what makes up today's balance, not the member's whole history.
 */
export function balanceOf(ledger: LedgerRow[], locale: Locale = 'en'): Balance {
  let running = 0;
  let settledAfter = 0;
  for (const [index, row] of ledger.entries()) {
    running += row.amountCents;
    if (running <= 0) settledAfter = index + 1;
  }
  const due = Math.max(running, 0);
  return {
    balance: formatCurrency(running),
    balanceCents: running,
    amountDue: formatCurrency(due),
    amountDueCents: due,
    entries: ledger.slice(settledAfter).map((row) => entry(row, locale)),
  };
}
