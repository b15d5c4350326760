import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { BillingProvider } from '../../providers/billing';
import type { Mailer } from '../../providers/mail';
import type { FileStorage } from '../../providers/storage';
import { StaffAccountsRepository } from './accounts/staff-accounts.repository';
import { staffAccountsRoutes } from './accounts/staff-accounts.routes';
import { StaffAccountsService } from './accounts/staff-accounts.service';
import { MemberSearchRepository } from './members/member-search.repository';
import { memberSearchRoutes } from './members/member-search.routes';
import { staffScopeRoutes } from './scope/staff-scope.routes';
import type { StaffScopes } from './scope/staff-scopes';

/** What the console's modules are built from: the app's providers and the member-side services they act through. */
export interface StaffConsoleDeps {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  billing: BillingProvider;
  scopes: StaffScopes;
}

/**
 * The staff console's routes (docs/decisions/0032, 0034): register inside the member-auth scope. Every route checks
 * the account's role, then its clubs through `scopes`, and writes its audit row in the transaction of its action.
 */
export const staffConsoleRoutes: FastifyPluginAsyncZod<StaffConsoleDeps> = async (console, deps) => {
  const { db, scopes } = deps;
  await console.register(staffScopeRoutes, { scopes });
  await console.register(memberSearchRoutes, { scopes, search: new MemberSearchRepository(db) });
  await console.register(staffAccountsRoutes, {
    staffAccounts: new StaffAccountsService({
      db,
      accounts: new StaffAccountsRepository(db),
      mailer: deps.mailer,
      clock: deps.clock,
      config: deps.config,
    }),
  });
};
