import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { DomainRoutes } from './lib/domain-routes';
import { TokenService } from './lib/tokens';
import { createAccountsDomain } from './modules/accounts/accounts.domain';
import { createClassesDomain } from './modules/classes/classes.domain';
import { createClubDomain } from './modules/club/club.domain';
import { sendNoticesAfterChanges } from './modules/membership/billing-run';
import type { ClubPagesService } from './modules/classes/club-pages';
import { currentMembershipGroups } from './modules/membership/current-membership';
import { createMembershipDomain } from './modules/membership/membership.domain';
import { createPrivacyDomain } from './modules/privacy/privacy.domain';
import { createRealtimeDomain } from './modules/realtime/realtime.domain';
import { joinReceiptOf } from './modules/signup/join-documents';
import { createSignupDomain } from './modules/signup/signup.domain';
import { auditManualCheckIn, auditVaccineReview } from './modules/staff/audit';
import { StaffScopes } from './modules/staff/scope';
import { createStaffDomain } from './modules/staff/staff.domain';
import { createTrainingDomain } from './modules/training/training.domain';
import { joinTokenPlugin } from './plugins/join-token';
import { memberAuthPlugin } from './plugins/member-auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestSigningPlugin } from './plugins/request-signing';
import { signupTokenPlugin } from './plugins/signup-token';

/**
 * The signed API: every route here needs the request signature. Each domain builds its own services
 * (`modules/<domain>/<domain>.domain.ts`), bottom up, and hands back its routes by scope; what a domain needs
 * from one above it is bound here as a function. The sign-up calls sit in a scope that also needs the visitor's
 * sign-up access token, a new member's follow-up calls in one that needs the join token, and the member area
 * (and the staff console) in one that needs a member's bearer token.
 */
export interface ApiOptions {
  config: Config;
  /** Told the club pages once the classes domain has built them: the SPA's prerender of a club's page asks them. */
  onClubPages?: (clubPages: ClubPagesService) => void;
}

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (api, { config, onClubPages }) => {
  const { db } = api;
  const tokens = new TokenService(config.JWT_SECRET, config.JWT_PREVIOUS_SECRETS);
  const staffScopes = new StaffScopes(db);
  const club = createClubDomain({ db, clock: api.clock });
  const accounts = createAccountsDomain(api, {
    config,
    tokens,
    club,
    membershipGroupsOf: (userId) => currentMembershipGroups(db, userId),
  });
  const membership = createMembershipDomain(api, {
    config,
    tokens,
    club,
    accounts,
    joinReceipt: joinReceiptOf({ db, storage: api.storage, config }),
    auditManualCheckIn,
    auditVaccineReview,
    requireStaffClub: (account, clubId) => staffScopes.requireClub(account, clubId),
  });
  const signup = createSignupDomain(api, { config, tokens, club, accounts, membership });
  const classes = createClassesDomain(api, { config, club, accounts, membership });
  onClubPages?.(classes.clubPages);
  const realtime = createRealtimeDomain(api, { config, occupancy: membership.services.occupancy });
  const training = createTrainingDomain(api, { config, club, membership, classes, realtime });
  const staff = createStaffDomain(api, { config, scopes: staffScopes, club, membership, classes, signup, training });
  const privacy = createPrivacyDomain(api, { config, scopes: staffScopes, classes, training });
  const domains: DomainRoutes[] = [club, accounts, membership, signup, classes, realtime, training, staff, privacy].map(
    (domain) => domain.routes,
  );
  const inScope = async (scope: keyof DomainRoutes, register: (plugin: FastifyPluginAsync) => PromiseLike<unknown>) => {
    for (const routes of domains) {
      const plugin = routes[scope];
      if (plugin) await register(plugin);
    }
  };

  // A calendar feed and the like: outside the scope of the signature's hook, which the rest lives in.
  await inScope('unsigned', (plugin) => api.register(plugin));
  await api.register(async (signed) => {
    await signed.register(requestSigningPlugin, { key: config.REQUEST_SIGNING_KEY });
    await signed.register(rateLimitPlugin);
    await inScope('public', (plugin) => signed.register(plugin));
    await signed.register(async (scope) => {
      await scope.register(signupTokenPlugin, { signupAccess: signup.signupAccess });
      await inScope('signup', (plugin) => scope.register(plugin));
    });
    await signed.register(async (scope) => {
      await scope.register(joinTokenPlugin, { tokens });
      await inScope('joinFollowUp', (plugin) => scope.register(plugin));
    });
    await signed.register(async (scope) => {
      await scope.register(memberAuthPlugin, { tokens, accounts: accounts.users });
      // Whatever a member or the staff change there, its e-mail follows in seconds (docs/decisions/0027).
      sendNoticesAfterChanges(scope, api);
      await inScope('member', (plugin) => scope.register(plugin));
    });
  });
};
