import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { BillingProvider } from '../../providers/billing';
import type { Mailer } from '../../providers/mail';
import type { FileStorage } from '../../providers/storage';
import { AuditLogRepository, AuditLogService, auditLogRoutes } from './audit';
import { StaffAccountsRepository, StaffAccountsService, staffAccountsRoutes } from './accounts';
import { AbandonedSignupsRepository, FollowUpsService, PastDueRepository, followUpsRoutes } from './follow-ups';
import { MemberSearchRepository, memberSearchRoutes } from './members';
import { createMemberActions, memberActionsRoutes } from './member-actions';
import { createMemberProfile, memberProfileRoutes } from './member-profile';
import { PriceChangesRepository, PriceChangesService } from '../membership/price-changes';
import { ReferralCodeSigner } from '../signup/referrals';
import { PlanPricesRepository, PlanPricesService, planPricesRoutes } from './plan-prices';
import { ReferralLinksRepository, ReferralLinksService, referralLinksRoutes } from './referral-links';
import { DashboardRepository, DashboardService, dashboardRoutes } from './dashboard';
import { staffScopeRoutes, type StaffScopes } from './scope';

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
  await console.register(auditLogRoutes, { auditLog: new AuditLogService(new AuditLogRepository(db)) });
  await console.register(dashboardRoutes, {
    dashboard: new DashboardService({ repository: new DashboardRepository(db), scopes, clock: deps.clock }),
  });
  await console.register(memberSearchRoutes, { scopes, search: new MemberSearchRepository(db) });
  await console.register(followUpsRoutes, {
    followUps: new FollowUpsService({
      db,
      scopes,
      signups: new AbandonedSignupsRepository(db),
      pastDue: new PastDueRepository(db),
      mailer: deps.mailer,
      clock: deps.clock,
      config: deps.config,
    }),
  });
  await console.register(memberProfileRoutes, createMemberProfile(deps));
  await console.register(memberActionsRoutes, createMemberActions(deps, console.log));
  await console.register(staffAccountsRoutes, {
    staffAccounts: new StaffAccountsService({
      db,
      accounts: new StaffAccountsRepository(db),
      mailer: deps.mailer,
      clock: deps.clock,
      config: deps.config,
    }),
  });
  await console.register(referralLinksRoutes, {
    referralLinks: new ReferralLinksService({
      db,
      links: new ReferralLinksRepository(db),
      scopes,
      // The same key the wizard's check derives from JWT_SECRET (docs/decisions/0006).
      codes: new ReferralCodeSigner(deps.config.JWT_SECRET),
      clock: deps.clock,
      publicUrl: deps.config.PUBLIC_URL,
    }),
  });
  await console.register(planPricesRoutes, {
    planPrices: new PlanPricesService({
      plans: new PlanPricesRepository(db),
      priceChanges: new PriceChangesService({ repository: new PriceChangesRepository(db), clock: deps.clock }),
      clock: deps.clock,
    }),
  });
};
