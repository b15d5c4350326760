import type { CardType } from '@gym/contracts/billing';

export type CardField = 'number' | 'expiry' | 'cvc';

export const CARD_RULE_MESSAGES: {
  readonly numberRequired: string;
  readonly numberInvalid: string;
  readonly typeUnsupported: string;
  readonly expiryInvalid: string;
  readonly expiryPast: string;
  readonly expiryTooFar: string;
  readonly cvcInvalid: string;
};
export const CARD_TYPE_LABELS: Readonly<Record<CardType, string>>;

export function cardDigits(value: string): string | null;
export function cardType(digits: string): CardType | null;
export function luhnValid(digits: string): boolean;
export function parseExpiry(value: string): { month: number; year: number } | null;
export function formatCardNumber(digits: string): string;
export function maskCardNumber(digits: string): string;

export interface CheckedCard {
  digits: string;
  type: CardType;
  expMonth: number;
  expYear: number;
}
export function checkCard(
  input: { number?: string; expiry?: string; cvc?: string },
  today: { year: number; month: number },
): { ok: true; card: CheckedCard } | { ok: false; errors: { field: CardField; message: string }[] };
