import type { Club } from '@gym/contracts/clubs';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import { parseCurrency } from '@gym/contracts/money';
import { type Plan, isMonthlyPlan } from '@gym/contracts/plans';
import type { AnalyticsEvent, AnalyticsItem, AnalyticsParams } from '../../../lib/analytics/analytics';

/**
 * The join funnel as analytics events (docs/decisions/0038), GA4's recommended names where they fit. Nothing about
 * the person: no name, e-mail, phone or member number; the plan and the club are the product and the shop.
 */

const CURRENCY = 'USD';

/** The funnel's steps. Editing the card from confirm is not one, and 'Congratulation!' is the purchase. */
const FUNNEL_STEPS: Partial<Record<StepIndex, string>> = {
  [STEP.location]: 'location',
  [STEP.membership]: 'membership',
  [STEP.email]: 'email',
  [STEP.personalInfo]: 'personal_info',
  [STEP.photo]: 'photo',
  [STEP.paymentMethod]: 'payment_method',
  [STEP.terms]: 'terms',
  [STEP.confirm]: 'confirm',
};

export function planItem(plan: Plan, club: Club | null): AnalyticsItem {
  return {
    item_id: plan.id,
    item_name: plan.name,
    item_category: isMonthlyPlan(plan) ? 'membership' : 'pass',
    price: plan.price,
    quantity: 1,
    ...(club ? { affiliation: club.displayName } : {}),
  };
}

/**
 * The events of reaching `step` when the run has reached `reached` before: none for a step reached already (a
 * reload, Back and Next again); `begin_checkout` with the run's first step; `signup_step` with each step's number
 * and name; `add_payment_info` on the terms step, the first one after the card was given.
 */
export function stepReachedEvents(
  step: StepIndex,
  reached: readonly StepIndex[],
  plan: Plan | null,
  club: Club | null,
): AnalyticsEvent[] {
  const name = FUNNEL_STEPS[step];
  if (name === undefined || reached.includes(step)) return [];
  const cart: AnalyticsParams = plan ? { currency: CURRENCY, value: plan.price, items: [planItem(plan, club)] } : {};
  const events: AnalyticsEvent[] = [];
  if (reached.length === 0) events.push({ name: 'begin_checkout', params: cart });
  events.push({ name: 'signup_step', params: { step_number: step, step_name: name } });
  if (step === STEP.terms) events.push({ name: 'add_payment_info', params: { ...cart, payment_type: 'credit card' } });
  return events;
}

/**
 * The join completed: its value is the total paid, a currency string parsed as a decimal (as the specification's
 * marketing fields are). The transaction id is the run's own key (lib/run-key.ts): one per join, so a repeat of the
 * event is counted once, and not a member number.
 */
export function purchaseEvent(
  details: PaymentDetails,
  transactionId: string,
  plan: Plan | null,
  club: Club | null,
): AnalyticsEvent | null {
  const cents = parseCurrency(details.totalDue);
  if (cents === null) return null;
  return {
    name: 'purchase',
    params: {
      transaction_id: transactionId,
      value: cents / 100,
      currency: CURRENCY,
      ...(plan ? { items: [planItem(plan, club)] } : {}),
    },
  };
}
