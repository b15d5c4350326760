import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { MemberPaymentsRepository } from '../billing';
import { PlanChangeRepository } from '../changes';

/**
 * The run's first step (docs/decisions/0028): the changes of plan or club scheduled for a billing day up to
 * `today` take effect before that period's dues are posted, so the dues are the new plan's. Each is applied once
 * however many runs (or instances) get to it.
 */
export function applyScheduledPlanChanges(db: Database, today: string, clock: Clock): Promise<number> {
  return new PlanChangeRepository(db, new MemberPaymentsRepository(db, clock), clock).applyDue(today);
}
