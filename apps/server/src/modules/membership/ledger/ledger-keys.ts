/**
 * The provider's idempotency keys of the money the membership domain takes (payment_attempts.provider_key,
 * charges.idempotency_key): one charge per key, so each is built here and nowhere else.
 */
export const LEDGER_KEYS = {
  /** One autopay round of a membership's month: 'first', 'retry-<n>' or 'card-<card id>'. */
  autopay: (membershipId: string, period: string, round: string) => `autopay:${membershipId}:${period}:${round}`,
  /** A member paying their balance, with the key their app sent for that payment. */
  memberPayment: (userId: string, requestKey: string) => `member-payment:${userId}:${requestKey}`,
  /** A plan change's prorated difference (the attempt also names the change, payment_attempts.plan_change_id). */
  planChange: (changeId: string) => `plan-change:${changeId}`,
  /** A personal-training pack a member buys (docs/decisions/0053), by the pack recorded with the attempt. */
  trainingPack: (packId: string) => `training-pack:${packId}`,
  /** The refund of a pack's unused sessions: one per pack and staff dialog. */
  trainingPackRefund: (packId: string, requestKey: string) => `training-pack-refund:${packId}:${requestKey}`,
  /** A join's payment: the wizard run's key and the card it was paid with. */
  join: (runKey: string, cardToken: string) => `${runKey}:${cardToken}`,
  /** The refund of a join's charge that cannot become a join (the e-mail taken meanwhile), by the join's key. */
  joinRefund: (joinKey: string) => `${joinKey}:refund`,
  /** A payment refunded by a cancellation within the five business days (docs/decisions/0028). */
  cancellationRefund: (cancellationId: string, chargeId: string) => `refund:${cancellationId}:${chargeId}`,
  /** A staff refund of a payment: one per payment and dialog, however often it is sent (docs/decisions/0034). */
  staffRefund: (chargeId: string, requestKey: string) => `staff-refund:${chargeId}:${requestKey}`,
} as const;
