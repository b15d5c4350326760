import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { ClassesDomain } from '../classes/classes.domain';
import type { ClubDomain } from '../club/club.domain';
import type { MembershipDomain } from '../membership/membership.domain';
import { ReferralCodeSigner } from '../signup/referrals';
import type { SignupDomain } from '../signup/signup.domain';
import { AuditLogRepository, AuditLogService, auditLogRoutes } from './audit';
import { StaffClassesService, staffClassesRoutes } from './classes';
import { StaffClassRulesService, staffClassRulesRoutes } from './class-rules';
import { StaffClubsService, staffClubsRoutes } from './clubs';
import { StaffAccountsRepository, StaffAccountsService, staffAccountsRoutes } from './accounts';
import { AbandonedSignupsRepository, FollowUpsService, PastDueRepository, followUpsRoutes } from './follow-ups';
import { MemberSearchRepository, memberSearchRoutes } from './members';
import { createMemberActions, memberActionsRoutes } from './member-actions';
import { createMemberProfile, memberProfileRoutes } from './member-profile';
import { PlanPricesRepository, PlanPricesService, planPricesRoutes } from './plan-prices';
import { ReferralLinksRepository, ReferralLinksService, referralLinksRoutes } from './referral-links';
import {
  DashboardClassesRepository,
  DashboardClassesService,
  DashboardRepository,
  DashboardService,
  dashboardClassesRoutes,
  dashboardRoutes,
} from './dashboard';
import { StaffScheduleService, staffScheduleRoutes } from './schedule';
import { StaffTrainingService, staffTrainingRoutes } from './training';
import type { TrainingDomain } from '../training/training.domain';
import { UsersRepository } from '../accounts/users';
import { staffScopeRoutes, type StaffScopes } from './scope';

/** What the console is built from: the clubs a staff account works, and the member-side domains it acts through. */
export interface StaffDomainDeps {
  config: Config;
  scopes: StaffScopes;
  club: ClubDomain;
  membership: MembershipDomain;
  classes: ClassesDomain;
  signup: SignupDomain;
  training: TrainingDomain;
}

/**
 * The staff console (docs/decisions/0032, 0034): its routes register inside the member-auth scope. Every route
 * checks the account's role, then its clubs through `scopes`, and writes its audit row in the transaction of its
 * action; a member's money and membership are acted on through the membership domain's own services.
 */
export function createStaffDomain(app: FastifyInstance, deps: StaffDomainDeps) {
  const { config, scopes } = deps;
  const { db, clock, mailer, storage } = app;
  const membership = deps.membership.services;
  const routes: DomainRoutes = {
    member: async (console) => {
      await console.register(staffScopeRoutes, { scopes });
      await console.register(auditLogRoutes, { auditLog: new AuditLogService(new AuditLogRepository(db)) });
      await console.register(dashboardRoutes, {
        dashboard: new DashboardService({
          repository: new DashboardRepository(db),
          scopes,
          clock,
          occupancy: membership.occupancy,
        }),
      });
      await console.register(dashboardClassesRoutes, {
        classes: new DashboardClassesService({ repository: new DashboardClassesRepository(db), scopes, clock }),
      });
      await console.register(staffClassesRoutes, {
        staffClasses: new StaffClassesService({ db, scopes, sessions: deps.classes.sessions }),
      });
      await console.register(staffClassRulesRoutes, {
        classRules: new StaffClassRulesService({ db, scopes, rules: deps.classes.rules }),
      });
      await console.register(staffScheduleRoutes, {
        staffSchedule: new StaffScheduleService({
          db,
          scopes,
          clock,
          clubs: deps.club.clubs,
          schedule: deps.classes.schedule,
          series: deps.classes.series,
          follower: deps.classes.seriesFollower,
          sessions: deps.classes.sessions,
        }),
      });
      await console.register(staffClubsRoutes, {
        staffClubs: new StaffClubsService({
          db,
          scopes,
          clubs: deps.club.clubs,
          hours: deps.club.hours,
          occupancy: membership.occupancy,
          classClosures: deps.classes.closures,
          trainingClosures: deps.training.sessions,
          clock,
        }),
      });
      await console.register(memberSearchRoutes, { scopes, search: new MemberSearchRepository(db) });
      await console.register(followUpsRoutes, {
        followUps: new FollowUpsService({
          db,
          scopes,
          signups: new AbandonedSignupsRepository(db),
          pastDue: new PastDueRepository(db),
          mailer,
          clock,
          config,
        }),
      });
      const profile = { db, config, clock, mailer, storage, scopes, membership, joinWelcome: deps.signup.joinWelcome };
      await console.register(memberProfileRoutes, createMemberProfile(profile));
      await console.register(memberActionsRoutes, createMemberActions({ db, clock, scopes, membership }));
      await console.register(staffAccountsRoutes, {
        staffAccounts: new StaffAccountsService({
          db,
          accounts: new StaffAccountsRepository(db),
          mailer,
          clock,
          config,
        }),
      });
      await console.register(referralLinksRoutes, {
        referralLinks: new ReferralLinksService({
          db,
          links: new ReferralLinksRepository(db),
          scopes,
          // The same key the wizard's check derives from JWT_SECRET (docs/decisions/0006).
          codes: new ReferralCodeSigner(config.JWT_SECRET, config.JWT_PREVIOUS_SECRETS),
          clock,
          publicUrl: config.PUBLIC_URL,
        }),
      });
      await console.register(staffTrainingRoutes, {
        training: new StaffTrainingService({
          db,
          scopes,
          training: deps.training,
          refunds: membership.refunds,
          users: new UsersRepository(db),
          clock,
        }),
      });
      await console.register(planPricesRoutes, {
        planPrices: new PlanPricesService({
          plans: new PlanPricesRepository(db),
          priceChanges: membership.priceChanges,
          clock,
        }),
      });
    },
  };
  return { routes };
}
