import { CARD_TYPE_LABELS, type CardType } from './billing';

/**
 * 'Visa', 'Mastercard', 'American Express', 'Discover': the one way a card brand is printed, on pages, in PDFs
 * and in e-mails. Stored brands and the frame's i4go_cardtype are the provider's lower-case codes ('visa'),
 * which are never shown as they are. An unknown code is a bug upstream (brands are written from CARD_TYPES only).
 */
export function cardBrandName(brand: CardType | string): string {
  const name = (CARD_TYPE_LABELS as Record<string, string | undefined>)[brand];
  if (name === undefined) throw new Error(`Unknown card brand '${brand}'`);
  return name;
}
