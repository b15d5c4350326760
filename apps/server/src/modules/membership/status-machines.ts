import { type SQL, and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PaymentAttemptStatus } from './billing';
import type { PlanChangeStatus, RefundStatus } from './changes';
import { cancellations } from './changes/changes.schema';

/**
 * The status machines of the membership domain's money (issue 27): for each status, the statuses it may move to.
 * A row is written in its first status (an attempt or a refund 'pending'; a plan change 'pending', 'scheduled'
 * or 'applied'); every later change of status is an UPDATE guarded by `from(machine, to)`, so a row in any other
 * status is left as it is: the move is refused.
 */
export const STATUS_MACHINES = {
  paymentAttempt: {
    pending: ['succeeded', 'declined', 'failed'],
    // A failed attempt is asked again under its key (pending again); and the provider's word is final: one given
    // up as failed (its lease ran out with no charge found) whose charge the provider then reports succeeded.
    failed: ['pending', 'succeeded'],
    succeeded: [],
    declined: [],
  },
  refund: {
    pending: ['succeeded', 'failed'],
    succeeded: [],
    failed: [],
  },
  planChange: {
    // An upgrade waits for its prorated charge.
    pending: ['applied', 'declined'],
    // A change for the next billing day: applied by the billing run, or withdrawn by the member or a cancellation.
    scheduled: ['applied', 'withdrawn'],
    // Declined when no charge was found in the attempt's lease; a charge the provider reports later still applies it.
    declined: ['applied'],
    applied: [],
    withdrawn: [],
  },
  // A cancellation's status is its withdrawal (`withdrawn_at`): standing until the member withdraws it, then final.
  cancellation: {
    standing: ['withdrawn'],
    withdrawn: [],
  },
} as const satisfies {
  paymentAttempt: Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]>;
  refund: Record<RefundStatus, readonly RefundStatus[]>;
  planChange: Record<PlanChangeStatus, readonly PlanChangeStatus[]>;
  cancellation: Record<CancellationStatus, readonly CancellationStatus[]>;
};

export const CANCELLATION_STATUSES = ['standing', 'withdrawn'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

export type StatusMachine = keyof typeof STATUS_MACHINES;
type StatusOf<M extends StatusMachine> = keyof (typeof STATUS_MACHINES)[M] & string;

/** Whether `machine` allows a row in `from` to move to `to`. */
export function canMove<M extends StatusMachine>(machine: M, from: StatusOf<M>, to: StatusOf<M>): boolean {
  const moves = STATUS_MACHINES[machine] as Record<string, readonly string[]>;
  return moves[from]!.includes(to);
}

/** The statuses `machine` lets move to `to`, in the table's order. */
export function statusesMovingTo<M extends StatusMachine>(machine: M, to: StatusOf<M>): StatusOf<M>[] {
  const moves = STATUS_MACHINES[machine] as Record<string, readonly string[]>;
  return Object.keys(moves).filter((from) => moves[from]!.includes(to)) as StatusOf<M>[];
}

/** The WHERE condition of an UPDATE that moves rows to `to`: only rows in a status allowed to move there. */
export function mayMoveTo<M extends StatusMachine>(machine: M, column: PgColumn, to: StatusOf<M>): SQL {
  return inArray(column, statusesMovingTo(machine, to));
}

/**
 * The WHERE condition of the UPDATE that withdraws a cancellation: only a standing one (the machine), and never one
 * in the five business days (its money is refunded) or one whose last day is before `today` (the membership ended).
 */
export function mayWithdrawCancellation(today: string): SQL {
  return and(
    isNull(cancellations.withdrawnAt),
    eq(cancellations.coolingOff, false),
    gte(cancellations.lastDay, today),
  )!;
}
