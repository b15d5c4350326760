import { addDays } from './billing-calendar';

/**
 * Following up a declined autopay (docs/decisions/0027): the first decline makes the membership past due and
 * tells the member; the charge is tried again `retryDays` after it (3 and 7 days by default, BILLING_RETRY_DAYS);
 * when the last retry is declined too the membership is suspended. Paying the balance ends it at once.
 */
export interface DunningPolicy {
  /** Days after the first decline on which the charge is retried, increasing. */
  retryDays: readonly number[];
}

export const retryRound = (number: number) => `retry-${number}`;

/**
 * The next scheduled retry of a dunning that began `pastDueSince`, given the rounds made so far: its round and
 * day. Only the next one in order: a run that missed several days makes them one after another, never skips one.
 */
export function nextRetry(
  policy: DunningPolicy,
  pastDueSince: string,
  roundsMade: readonly string[],
): { round: string; day: string } | null {
  const made = new Set(roundsMade);
  const next = policy.retryDays.findIndex((_, index) => !made.has(retryRound(index + 1)));
  if (next === -1) return null;
  return { round: retryRound(next + 1), day: addDays(pastDueSince, policy.retryDays[next]!) };
}

/** The scheduled retry due on `today` (its day has come), if any. */
export function dueRetry(
  policy: DunningPolicy,
  pastDueSince: string,
  roundsMade: readonly string[],
  today: string,
): string | null {
  const next = nextRetry(policy, pastDueSince, roundsMade);
  return next && next.day <= today ? next.round : null;
}

/** True for the round whose decline suspends the membership: the last retry (the first, without retries). */
export function suspendsOnDecline(policy: DunningPolicy, round: string): boolean {
  const last = policy.retryDays.length === 0 ? 'first' : retryRound(policy.retryDays.length);
  return round === last;
}

/** Rounds the schedule makes (not a new card's): their declines move the dunning on. */
export const isScheduledRound = (round: string | null) => round === 'first' || /^retry-\d+$/.test(round ?? '');

/** The round of an autopay retried with a new primary card: once per card and month. */
export const cardRound = (cardId: string) => `card-${cardId}`;
