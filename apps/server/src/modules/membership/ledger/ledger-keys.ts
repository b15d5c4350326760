/**
 * The provider's idempotency keys of the money the membership domain takes (payment_attempts.provider_key,
 * charges.idempotency_key): one charge per key, so each is built here and nowhere else.
 */
export const LEDGER_KEYS = {
  /** One autopay round of a membership's month: 'first', 'retry-<n>' or 'card-<card id>'. */
  autopay: (membershipId: string, period: string, round: string) => `autopay:${membershipId}:${period}:${round}`,
  /** A member paying their balance, with the key their app sent for that payment. */
  memberPayment: (userId: string, requestKey: string) => `member-payment:${userId}:${requestKey}`,
  /** A join's payment: the wizard run's key and the card it was paid with. */
  join: (runKey: string, cardToken: string) => `${runKey}:${cardToken}`,
} as const;
