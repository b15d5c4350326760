import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import { TokenService } from './lib/tokens';
import { signInRoutes, sessionRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { memberBillingRoutes, signupBillingRoutes } from './modules/billing/billing.routes';
import { BillingService } from './modules/billing/billing.service';
import { callsRoutes } from './modules/calls/calls.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { createMessagingModule } from './modules/chat/messaging.module';
import { ClubsRepository } from './modules/clubs/clubs.repository';
import { clubsRoutes } from './modules/clubs/clubs.routes';
import { ClubsService } from './modules/clubs/clubs.service';
import { guestsRoutes } from './modules/guests/guests.routes';
import { joinCopyRoutes } from './modules/join/join-copy.routes';
import { createJoinModule, scheduleJoinMaintenance } from './modules/join/join.module';
import { joinRoutes } from './modules/join/join.routes';
import { joinDocumentsRoutes } from './modules/join-documents/join-documents.routes';
import { MemberBillingRepository } from './modules/member-billing/member-billing.repository';
import { billingAccountRoutes } from './modules/member-billing/member-billing.routes';
import { MemberCardsService } from './modules/member-billing/member-cards.service';
import { MemberPaymentService } from './modules/member-billing/member-payment.service';
import { MemberPaymentsRepository } from './modules/member-billing/member-payments.repository';
import { schedulePaymentReconciliation } from './modules/member-billing/payment-reconciler';
import { passwordResetRoutes, passwordUpdateRoutes } from './modules/passwords/passwords.routes';
import { PasswordsService } from './modules/passwords/passwords.service';
import { PlansRepository } from './modules/plans/plans.repository';
import { ProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { ProfileService } from './modules/profile/profile.service';
import { plansRoutes } from './modules/plans/plans.routes';
import { PlansService } from './modules/plans/plans.service';
import { ReferralsRepository } from './modules/referrals/referrals.repository';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { ReferralCodeSigner } from './modules/referrals/referral-code-signer';
import { ReferralsService } from './modules/referrals/referrals.service';
import { signupAccessRoutes } from './modules/signup-access/signup-access.routes';
import { signupCardsRoutes } from './modules/signup-cards/signup-cards.routes';
import { SignupAccessService } from './modules/signup-access/signup-access.service';
import { signupLookupRoutes } from './modules/signup-lookup/signup-lookup.routes';
import { SignupLookupService } from './modules/signup-lookup/signup-lookup.service';
import { SiteTextsRepository } from './modules/site-texts/site-texts.repository';
import { termsRoutes } from './modules/terms/terms.routes';
import { TermsService } from './modules/terms/terms.service';
import { ChatbotRepository } from './modules/tracking/chatbot.repository';
import { TrackingRepository } from './modules/tracking/tracking.repository';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { TrackingService } from './modules/tracking/tracking.service';
import { UsersRepository } from './modules/users/users.repository';
import { utmRoutes } from './modules/utm/utm.routes';
import { VaccineRepository } from './modules/vaccine/vaccine.repository';
import { staffVaccineRoutes, vaccineTicketRoutes, vaccineUploadRoutes } from './modules/vaccine/vaccine.routes';
import { VaccineService } from './modules/vaccine/vaccine.service';
import { VisitsRepository } from './modules/visits/visits.repository';
import { visitsRoutes } from './modules/visits/visits.routes';
import { VisitsService } from './modules/visits/visits.service';
import { joinTokenPlugin } from './plugins/join-token';
import { memberAuthPlugin } from './plugins/member-auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestSigningPlugin } from './plugins/request-signing';
import { signupTokenPlugin } from './plugins/signup-token';

/**
 * The signed API: every route here needs the request signature. The sign-up calls sit in an inner
 * scope that also needs the visitor's sign-up access token; the look-ups that reveal membership
 * share one rate limit per client address.
 */
export const apiPlugin: FastifyPluginAsync<{ config: Config }> = async (api, { config }) => {
  const db = api.db;
  const tokens = new TokenService(config.JWT_SECRET);
  const users = new UsersRepository(db);
  const texts = new SiteTextsRepository(db);
  const plansRepository = new PlansRepository(db);
  const clubs = new ClubsService(new ClubsRepository(db));
  const plans = new PlansService(plansRepository, clubs);
  const signupAccess = new SignupAccessService(tokens, {
    id: config.SIGNUP_CLIENT_ID,
    secret: config.SIGNUP_CLIENT_SECRET,
    ttlSeconds: config.SIGNUP_TOKEN_TTL_S,
  });
  const referrals = new ReferralsService({
    codes: new ReferralCodeSigner(config.JWT_SECRET),
    users,
    plans: plansRepository,
    referrals: new ReferralsRepository(db),
    texts,
  });
  const tracking = new TrackingService(new TrackingRepository(db), new ChatbotRepository(db));
  const join = createJoinModule({
    db,
    billing: api.billing,
    mailer: api.mailer,
    storage: api.storage,
    log: api.log,
    config,
    tokens,
    users,
    texts,
    plans: plansRepository,
  });
  scheduleJoinMaintenance(api, join);
  // Balance payments: attempts recorded before the charge, settled after a crash (docs/decisions/0019).
  const paymentAttempts = new MemberPaymentsRepository(db);
  const memberPayments = new MemberPaymentService(api.billing, paymentAttempts, api.log);
  schedulePaymentReconciliation(api, { payments: memberPayments, attempts: paymentAttempts, log: api.log });

  await api.register(requestSigningPlugin, { key: config.REQUEST_SIGNING_KEY });
  await api.register(rateLimitPlugin);
  await api.register(signupAccessRoutes, { signupAccess });
  await api.register(clubsRoutes, { clubs });
  await api.register(plansRoutes, { plans });
  await api.register(termsRoutes, { terms: new TermsService(texts) });
  const billing = new BillingService(api.billing, api.appOrigins);
  const auth = new AuthService(db, users, clubs, tokens);
  await api.register(signInRoutes, { auth, config });
  const passwords = new PasswordsService({ db, users, clubs, tokens, mailer: api.mailer, config });
  await api.register(passwordResetRoutes, { passwords, config });
  await api.register(joinCopyRoutes, { texts, failureMessage: config.JOIN_FAILURE_MESSAGE });

  await api.register(async (signup) => {
    await signup.register(signupTokenPlugin, { signupAccess });
    const lookupLimit = signup.rateLimit({ max: config.SIGNUP_LOOKUP_RATE_LIMIT, timeWindow: 60_000 });
    await signup.register(signupLookupRoutes, { lookup: new SignupLookupService(users), lookupLimit });
    await signup.register(referralsRoutes, { referrals });
    await signup.register(trackingRoutes, { tracking });
    await signup.register(signupBillingRoutes, { billing });
    await signup.register(joinRoutes, { quotes: join.quotes, submits: join.submits });
    await signup.register(signupCardsRoutes, { cards: join.cards });
    await signup.register(guestsRoutes, { db });
  });

  // After a join: the calls that carry its join token, bound to the new member (docs/decisions/0009).
  await api.register(async (followUp) => {
    await followUp.register(joinTokenPlugin, { tokens });
    await followUp.register(joinDocumentsRoutes, {
      users,
      records: join.records,
      files: join.files,
      documents: join.documents,
    });
    await followUp.register(utmRoutes, { db, users });
  });

  // Vaccine status uploads: a member or a visitor gets a ticket, then uploads with it (docs/decisions/0012).
  const vaccine = new VaccineService({ records: new VaccineRepository(db), users, storage: api.storage, tokens });
  await api.register(vaccineTicketRoutes, { vaccine, tokens, accounts: users, config });
  await api.register(vaccineUploadRoutes, { vaccine, config });

  const messaging = createMessagingModule(api, config);

  // The member area: every route here needs a member's bearer token and acts for that member only.
  await api.register(async (member) => {
    await member.register(memberAuthPlugin, { tokens, accounts: users });
    await member.register(chatRoutes, { chat: messaging.chat });
    await member.register(callsRoutes, { calls: messaging.calls });
    await member.register(sessionRoutes, { auth });
    await member.register(passwordUpdateRoutes, { passwords, config });
    await member.register(profileRoutes, { profiles: new ProfileService(new ProfileRepository(db)) });
    await member.register(staffVaccineRoutes, { vaccine });
    await member.register(memberBillingRoutes, { billing });
    const memberBilling = new MemberBillingRepository(db);
    await member.register(billingAccountRoutes, {
      cards: new MemberCardsService(api.billing, memberBilling),
      payments: memberPayments,
    });
    await member.register(visitsRoutes, { visits: new VisitsService(new VisitsRepository(db), clubs) });
  });
};
