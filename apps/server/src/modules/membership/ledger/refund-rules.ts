/**
 * Whether a refund of `askedCents` may be given of a charge of `paidCents` of which `refundedCents` is refunded or
 * on its way (pending refunds count as given): never more than what is left, and something. `refundable` is what
 * is left before this one.
 */
export function refundDecision(
  paidCents: number,
  refundedCents: number,
  askedCents: number,
): { refundable: number; allowed: boolean } {
  const refundable = Math.max(paidCents - refundedCents, 0);
  return { refundable, allowed: askedCents > 0 && askedCents <= refundable };
}
