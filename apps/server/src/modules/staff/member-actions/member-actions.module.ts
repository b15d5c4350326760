import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { MembershipServices } from '../../membership/membership.domain';
import type { StaffScopes } from '../scope';
import { StaffAdjustmentsRepository } from './staff-adjustments.repository';
import { StaffMembershipActions } from './staff-membership-actions';
import { StaffRefundsRepository } from './staff-refunds.repository';
import { StaffRefundsService } from './staff-refunds.service';

export interface MemberActionsModuleDeps {
  db: Database;
  clock: Clock;
  scopes: StaffScopes;
  /** The member side's own services, the same ones the member's requests use. */
  membership: MembershipServices;
}

/**
 * The staff's money and membership actions, built on the member side's own services: refunds go through
 * RefundsService (whose reconciler job, scheduled by the membership domain, also settles a staff refund a crash
 * left pending), a freeze and a cancellation through the member's FreezeService and MembershipService.
 */
export function createMemberActions(deps: MemberActionsModuleDeps) {
  const { db, clock, membership } = deps;
  return {
    clock,
    scopes: deps.scopes,
    refunds: new StaffRefundsService({
      repository: new StaffRefundsRepository(db),
      refunds: membership.refunds,
      clock,
    }),
    adjustments: new StaffAdjustmentsRepository(db),
    membership: new StaffMembershipActions({ freezes: membership.freezes, membership: membership.membership }),
  };
}
