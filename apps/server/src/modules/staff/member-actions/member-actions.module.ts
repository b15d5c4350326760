import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { BillingProvider } from '../../../providers/billing';
import type { FileStorage } from '../../../providers/storage';
import { FreezeRepository, FreezeService, createMembershipModule } from '../../membership/changes';
import type { StaffScopes } from '../scope';
import { StaffAdjustmentsRepository } from './staff-adjustments.repository';
import { StaffMembershipActions } from './staff-membership-actions';
import { StaffRefundsRepository } from './staff-refunds.repository';
import { StaffRefundsService } from './staff-refunds.service';

export interface MemberActionsModuleDeps {
  db: Database;
  config: Pick<Config, 'FREEZE_FEE_CENTS'>;
  clock: Clock;
  storage: FileStorage;
  billing: BillingProvider;
  scopes: StaffScopes;
}

/**
 * The staff's money and membership actions, built on the member side's own services over the same database: the
 * refunds go through RefundsService (whose reconciler job, scheduled in api.ts, also settles a staff refund a crash
 * left pending), a freeze and a cancellation through the member's FreezeService and MembershipService.
 */
export function createMemberActions(deps: MemberActionsModuleDeps, log: FastifyBaseLogger) {
  const { db, clock } = deps;
  const { membership, refunds } = createMembershipModule({
    db,
    provider: deps.billing,
    storage: deps.storage,
    clock,
    log,
  });
  const freezes = new FreezeService({
    repository: new FreezeRepository(db),
    clock,
    feeCents: deps.config.FREEZE_FEE_CENTS,
  });
  return {
    clock,
    scopes: deps.scopes,
    refunds: new StaffRefundsService({ repository: new StaffRefundsRepository(db), refunds, clock }),
    adjustments: new StaffAdjustmentsRepository(db),
    membership: new StaffMembershipActions({ freezes, membership }),
  };
}
