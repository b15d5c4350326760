import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { BillingProvider } from '../../../providers/billing';
import type { FileStorage } from '../../../providers/storage/storage';
import { CancellationRepository } from './cancellation.repository';
import { MembershipService } from './membership.service';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/** The membership page's service and the refunds it starts (docs/decisions/0028), wired from the app's parts. */
export function createMembershipModule(deps: {
  db: Database;
  provider: BillingProvider;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const refunds = new RefundsService({
    repository: new RefundsRepository(deps.db),
    provider: deps.provider,
    clock: deps.clock,
    log: deps.log,
  });
  const membership = new MembershipService({
    repository: new CancellationRepository(deps.db),
    refunds,
    storage: deps.storage,
    clock: deps.clock,
  });
  return { membership, refunds };
}
