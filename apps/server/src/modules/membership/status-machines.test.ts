import { describe, expect, it } from 'vitest';
import { PAYMENT_ATTEMPT_STATUSES } from './billing/billing.schema';
import { PLAN_CHANGE_STATUSES, REFUND_STATUSES } from './changes/changes.schema';
import {
  CANCELLATION_STATUSES,
  STATUS_MACHINES,
  type StatusMachine,
  canMove,
  statusesMovingTo,
} from './status-machines';

const STATUSES = {
  paymentAttempt: PAYMENT_ATTEMPT_STATUSES,
  refund: REFUND_STATUSES,
  planChange: PLAN_CHANGE_STATUSES,
  cancellation: CANCELLATION_STATUSES,
} as const;

/** Every move the machine allows, as 'from -> to'. */
function allowed(machine: StatusMachine): string[] {
  const statuses = STATUSES[machine] as readonly string[];
  return statuses.flatMap((from) =>
    statuses.filter((to) => canMove(machine, from as never, to as never)).map((to) => `${from} -> ${to}`),
  );
}

describe('the status machines of money', () => {
  it('cover every status of each table', () => {
    for (const machine of Object.keys(STATUS_MACHINES) as StatusMachine[]) {
      expect(Object.keys(STATUS_MACHINES[machine]).sort()).toEqual([...STATUSES[machine]].sort());
    }
  });

  it('move a payment attempt from pending, or a failed one asked again or charged after all; refuse every other move', () => {
    expect(allowed('paymentAttempt')).toEqual([
      'pending -> succeeded',
      'pending -> declined',
      'pending -> failed',
      'failed -> pending',
      'failed -> succeeded',
    ]);
    expect(canMove('paymentAttempt', 'declined', 'succeeded')).toBe(false);
    expect(canMove('paymentAttempt', 'succeeded', 'declined')).toBe(false);
    expect(statusesMovingTo('paymentAttempt', 'succeeded')).toEqual(['pending', 'failed']);
  });

  it('settle a refund once, from pending; refuse every other move', () => {
    expect(allowed('refund')).toEqual(['pending -> succeeded', 'pending -> failed']);
    expect(canMove('refund', 'failed', 'succeeded')).toBe(false);
    expect(canMove('refund', 'succeeded', 'failed')).toBe(false);
  });

  it('apply a plan change from pending, scheduled or declined, withdraw only a scheduled one; refuse the rest', () => {
    expect(allowed('planChange')).toEqual([
      'pending -> applied',
      'pending -> declined',
      'scheduled -> applied',
      'scheduled -> withdrawn',
      'declined -> applied',
    ]);
    expect(canMove('planChange', 'applied', 'withdrawn')).toBe(false);
    expect(canMove('planChange', 'withdrawn', 'applied')).toBe(false);
    expect(canMove('planChange', 'pending', 'withdrawn')).toBe(false);
    expect(statusesMovingTo('planChange', 'withdrawn')).toEqual(['scheduled']);
  });

  it('withdraw a standing cancellation once; a withdrawn one stays withdrawn', () => {
    expect(allowed('cancellation')).toEqual(['standing -> withdrawn']);
    expect(canMove('cancellation', 'withdrawn', 'standing')).toBe(false);
  });
});
