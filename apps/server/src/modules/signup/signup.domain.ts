import type { FastifyInstance } from 'fastify';
import { type Config, joinFailureMessages } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { TokenService } from '../../lib/tokens';
import type { AccountsDomain } from '../accounts/accounts.domain';
import type { ClubDomain } from '../club/club.domain';
import { signupCardFrameRoutes } from '../membership/card-frame';
import type { MembershipDomain } from '../membership/membership.domain';
import { SignupAccessService, signupAccessRoutes } from './access';
import { signupCardsRoutes } from './cards';
import { guestsRoutes } from './guests';
import { JoinWelcome, joinDocumentsRoutes } from './join-documents';
import { createJoinModule, joinCopyRoutes, joinRoutes, scheduleJoinMaintenance } from './join';
import { SignupLookupService, signupLookupRoutes } from './lookup';
import { ReferralCodeSigner, ReferralsRepository, ReferralsService, referralsRoutes } from './referrals';
import { ResumeTokens, SignupResumeService, signupResumeRoutes } from './resume';
import { TermsService, termsRoutes } from './terms';
import { ChatbotRepository, TrackingRepository, TrackingService, trackingRoutes } from './tracking';
import { utmRoutes } from './utm';

export interface SignupDomainDeps {
  config: Config;
  tokens: TokenService;
  club: ClubDomain;
  accounts: AccountsDomain;
  membership: MembershipDomain;
}

/** The join wizard's calls: access, look-ups, referrals, tracking, the join itself and what follows it. */
export function createSignupDomain(app: FastifyInstance, deps: SignupDomainDeps) {
  const { config, tokens } = deps;
  const { db } = app;
  const { users } = deps.accounts;
  const { texts, plans } = deps.club;
  const { cardFrame } = deps.membership;
  const signupAccess = new SignupAccessService(tokens, {
    id: config.SIGNUP_CLIENT_ID,
    secret: config.SIGNUP_CLIENT_SECRET,
    ttlSeconds: config.SIGNUP_TOKEN_TTL_S,
  });
  const referrals = new ReferralsService({
    codes: new ReferralCodeSigner(config.JWT_SECRET, config.JWT_PREVIOUS_SECRETS),
    users,
    plans,
    referrals: new ReferralsRepository(db),
    texts,
  });
  const tracking = new TrackingService(new TrackingRepository(db), new ChatbotRepository(db));
  const join = createJoinModule({
    db,
    billing: app.billing,
    mailer: app.mailer,
    storage: app.storage,
    log: app.log,
    config,
    tokens,
    users,
    texts,
    plans,
    clock: app.clock,
  });
  scheduleJoinMaintenance(app, join);
  const lookup = new SignupLookupService(users);
  const failureMessages = joinFailureMessages(config);

  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(signupAccessRoutes, { signupAccess });
      await api.register(termsRoutes, { terms: new TermsService(texts) });
      await api.register(joinCopyRoutes, { texts, failureMessages });
    },
    signup: async (signup) => {
      const lookupLimit = signup.rateLimit({ max: config.SIGNUP_LOOKUP_RATE_LIMIT, timeWindow: 60_000 });
      await signup.register(signupLookupRoutes, { lookup, lookupLimit });
      await signup.register(referralsRoutes, { referrals });
      await signup.register(trackingRoutes, { tracking });
      await signup.register(signupCardFrameRoutes, { cardFrame });
      await signup.register(joinRoutes, { quotes: join.quotes, submits: join.submits, failureMessages });
      await signup.register(signupCardsRoutes, { cards: join.cards });
      await signup.register(guestsRoutes, { db });
      const resume = new SignupResumeService({ db, tokens: new ResumeTokens(db), lookup, clock: app.clock });
      await signup.register(signupResumeRoutes, { resume, lookupLimit });
    },
    // After a join: the calls that carry its join token, bound to the new member (docs/decisions/0009).
    joinFollowUp: async (followUp) => {
      await followUp.register(joinDocumentsRoutes, {
        users,
        records: join.records,
        files: join.files,
        documents: join.documents,
      });
      await followUp.register(utmRoutes, { db, users });
    },
  };
  // A member's latest join and its PDFs, which the staff console e-mails again.
  const joinWelcome = new JoinWelcome(join.records, join.documents);
  return { signupAccess, join, joinWelcome, routes };
}

export type SignupDomain = ReturnType<typeof createSignupDomain>;
