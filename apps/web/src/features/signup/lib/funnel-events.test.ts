import { describe, expect, it } from 'vitest';
import type { Club } from '@gym/contracts/clubs';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import { purchaseEvent, stepReachedEvents } from './funnel-events';

const club: Club = {
  clubautomationclubidC: '101',
  name: 'Bay Fit Marin',
  displayName: 'Marin',
  streetC: '1 Main Street',
  cityC: 'San Rafael',
  miles: null,
  totalCapacity: 100,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
};
const plan: Plan = {
  id: 'marin-monthly',
  name: 'Marin Month to Month',
  itemName: 'Marin Monthly Membership',
  price: 88.99,
  description: '',
  locationIds: ['101'],
};
const item = {
  item_id: 'marin-monthly',
  item_name: 'Marin Month to Month',
  item_category: 'membership',
  price: 88.99,
  quantity: 1,
  affiliation: 'Marin',
};
const details: PaymentDetails = {
  itemName: 'Marin Monthly Membership',
  starting: '2026-05-14',
  ending: null,
  enrollmentFee: '$88.99',
  membershipFee: '$51.66',
  lastMonthFee: '$88.99',
  totalDue: '$1,229.64',
  isPass: false,
};

describe('the join funnel as analytics events (docs/decisions/0038)', () => {
  it("begins the checkout at the run's first step, with no plan yet on the location step", () => {
    expect(stepReachedEvents(STEP.location, [], null, null)).toEqual([
      { name: 'begin_checkout', params: {} },
      { name: 'signup_step', params: { step_number: 0, step_name: 'location' } },
    ]);
  });

  it('begins it with the plan when the run starts later (a referral link names the plan)', () => {
    expect(stepReachedEvents(STEP.email, [], plan, club)).toEqual([
      { name: 'begin_checkout', params: { currency: 'USD', value: 88.99, items: [item] } },
      { name: 'signup_step', params: { step_number: 2, step_name: 'email' } },
    ]);
  });

  it('names each step once a run: a reload or Back and Next again reach nothing new', () => {
    const reached = [STEP.location, STEP.membership];
    expect(stepReachedEvents(STEP.email, reached, plan, club)).toEqual([
      { name: 'signup_step', params: { step_number: 2, step_name: 'email' } },
    ]);
    expect(stepReachedEvents(STEP.membership, reached, plan, club)).toEqual([]);
    expect(stepReachedEvents(STEP.personalInfo, [...reached, STEP.email], plan, club)).toEqual([
      { name: 'signup_step', params: { step_number: 3, step_name: 'personal_info' } },
    ]);
  });

  it('adds the payment info when the terms step is reached, the card given', () => {
    expect(stepReachedEvents(STEP.terms, [0, 1, 2, 3, 4, 5], plan, club)).toEqual([
      { name: 'signup_step', params: { step_number: 6, step_name: 'terms' } },
      {
        name: 'add_payment_info',
        params: { currency: 'USD', value: 88.99, items: [item], payment_type: 'credit card' },
      },
    ]);
  });

  it("is not told of the card's edit from confirm nor of 'Congratulation!' (the purchase is)", () => {
    expect(stepReachedEvents(STEP.editPaymentMethod, [0, 1, 2, 3, 4, 5, 6, 7], plan, club)).toEqual([]);
    expect(stepReachedEvents(STEP.congratulation, [0, 1, 2, 3, 4, 5, 6, 7], plan, club)).toEqual([]);
  });

  it('a pass is a pass', () => {
    const pass = { ...plan, id: 'marin-day', name: 'Marin Day Pass', price: 20 };
    const [begin] = stepReachedEvents(STEP.email, [], pass, null);
    expect(begin?.params.items).toEqual([
      { item_id: 'marin-day', item_name: 'Marin Day Pass', item_category: 'pass', price: 20, quantity: 1 },
    ]);
  });

  it('completes the join with the total paid parsed as a decimal, in dollars, under the run key', () => {
    expect(purchaseEvent(details, 'run-7f1c', plan, club)).toEqual({
      name: 'purchase',
      params: { transaction_id: 'run-7f1c', value: 1229.64, currency: 'USD', items: [item] },
    });
    expect(purchaseEvent({ ...details, totalDue: '$0.00' }, 'run-1', null, null)?.params).toEqual({
      transaction_id: 'run-1',
      value: 0,
      currency: 'USD',
    });
  });

  it('carries nothing about the person', () => {
    const all = [
      ...stepReachedEvents(STEP.location, [], plan, club),
      ...stepReachedEvents(STEP.terms, [0], plan, club),
      purchaseEvent(details, 'run-1', plan, club),
    ];
    const names = new Set(all.flatMap((event) => Object.keys(event?.params ?? {})));
    for (const personal of ['email', 'first_name', 'last_name', 'phone', 'user_id', 'member', 'caId', 'name']) {
      expect(names.has(personal)).toBe(false);
    }
  });
});
