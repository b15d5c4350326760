import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { TokenService } from '../../lib/tokens';
import type { ClubDomain } from '../club/club.domain';
import { AuthService, sessionRoutes, signInRoutes } from './auth';
import { CheckInCodesRepository, CheckInCodesService, checkInCodesRoutes } from './check-in-codes';
import { PasswordsService, passwordResetRoutes, passwordUpdateRoutes } from './passwords';
import { type MembershipGroupsOf, ProfileRepository, ProfileService, profileRoutes } from './profile';
import { UsersRepository } from './users';

export interface AccountsDomainDeps {
  config: Config;
  tokens: TokenService;
  club: ClubDomain;
  /** The membership domain's answer (it sits above this one), bound by api.ts. */
  membershipGroupsOf: MembershipGroupsOf;
}

/** Accounts: signing in and out, passwords, the profile and the member's rotating check-in code. */
export function createAccountsDomain(app: FastifyInstance, deps: AccountsDomainDeps) {
  const { config, tokens } = deps;
  const { db } = app;
  const { clubs } = deps.club;
  const users = new UsersRepository(db);
  const auth = new AuthService(db, users, clubs, tokens, app.passwords);
  const passwords = new PasswordsService({
    db,
    users,
    clubs,
    tokens,
    mailer: app.mailer,
    config,
    hasher: app.passwords,
  });
  const profiles = new ProfileService(new ProfileRepository(db), deps.membershipGroupsOf);
  // The member's rotating check-in code, which the desk checks (docs/decisions/0036).
  const checkInCodes = new CheckInCodesService(new CheckInCodesRepository(db), app.clock);
  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(signInRoutes, { auth, config });
      await api.register(passwordResetRoutes, { passwords, config });
    },
    member: async (member) => {
      await member.register(sessionRoutes, { auth });
      await member.register(passwordUpdateRoutes, { passwords, config });
      await member.register(profileRoutes, { profiles });
      await member.register(checkInCodesRoutes, { codes: checkInCodes });
    },
  };
  return { users, checkInCodes, routes };
}

export type AccountsDomain = ReturnType<typeof createAccountsDomain>;
