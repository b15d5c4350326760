import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { BillingProvider } from '../../providers/billing';
import type { Mailer } from '../../providers/mail';
import type { FileStorage } from '../../providers/storage';
import { AuditLogRepository } from './audit/audit-log.repository';
import { auditLogRoutes } from './audit/audit-log.routes';
import { AuditLogService } from './audit/audit-log.service';
import { StaffAccountsRepository } from './accounts/staff-accounts.repository';
import { staffAccountsRoutes } from './accounts/staff-accounts.routes';
import { StaffAccountsService } from './accounts/staff-accounts.service';
import { AbandonedSignupsRepository } from './follow-ups/abandoned-signups.repository';
import { followUpsRoutes } from './follow-ups/follow-ups.routes';
import { FollowUpsService } from './follow-ups/follow-ups.service';
import { PastDueRepository } from './follow-ups/past-due.repository';
import { MemberSearchRepository } from './members/member-search.repository';
import { memberSearchRoutes } from './members/member-search.routes';
import { createMemberActions } from './member-actions/member-actions.module';
import { memberActionsRoutes } from './member-actions/member-actions.routes';
import { createMemberProfile } from './member-profile/member-profile.module';
import { memberProfileRoutes } from './member-profile/member-profile.routes';
import { PriceChangesRepository } from '../membership/price-changes/price-changes.repository';
import { PriceChangesService } from '../membership/price-changes/price-changes.service';
import { ReferralCodeSigner } from '../signup/referrals/referral-code-signer';
import { PlanPricesRepository } from './plan-prices/plan-prices.repository';
import { planPricesRoutes } from './plan-prices/plan-prices.routes';
import { PlanPricesService } from './plan-prices/plan-prices.service';
import { ReferralLinksRepository } from './referral-links/referral-links.repository';
import { referralLinksRoutes } from './referral-links/referral-links.routes';
import { ReferralLinksService } from './referral-links/referral-links.service';
import { DashboardRepository } from './dashboard/dashboard.repository';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { DashboardService } from './dashboard/dashboard.service';
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
