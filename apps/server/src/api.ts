import type { FastifyPluginAsync } from 'fastify';
import { type Config, joinFailureMessages } from './config';
import { TokenService } from './lib/tokens';
import { AuthService, sessionRoutes, signInRoutes } from './modules/accounts/auth';
import { PasswordsService, passwordResetRoutes, passwordUpdateRoutes } from './modules/accounts/passwords';
import { ProfileRepository, ProfileService, profileRoutes } from './modules/accounts/profile';
import { currentMembershipGroups } from './modules/membership/current-membership';
import { UsersRepository } from './modules/accounts/users';
import {
  VaccineRepository,
  VaccineService,
  staffVaccineRoutes,
  vaccineTicketRoutes,
  vaccineUploadRoutes,
} from './modules/membership/vaccine';
import { CheckInCodesRepository, CheckInCodesService, checkInCodesRoutes } from './modules/accounts/check-in-codes';
import { ClubAnswers, ClubsRepository, ClubsService, clubsRoutes } from './modules/club/clubs';
import { PlansRepository, PlansService, plansRoutes } from './modules/club/plans';
import { SiteTextsRepository } from './modules/club/site-texts';
import { VisitsRepository, VisitsService, visitsRoutes } from './modules/membership/visits';
import {
  BillingAccountService,
  BillingHistoryRepository,
  MemberBillingRepository,
  MemberCardsService,
  MemberPaymentService,
  MemberPaymentsRepository,
  billingAccountRoutes,
  schedulePaymentReconciliation,
} from './modules/membership/billing';
import {
  billingReceiptsRoutes,
  createBillingNotices,
  createBillingRun,
  scheduleBillingNotices,
  scheduleBillingRun,
  sendNoticesAfterChanges,
} from './modules/membership/billing-run';
import {
  FreezeRepository,
  FreezeService,
  PlanChangeAgreements,
  PlanChangeRepository,
  PlanChangeService,
  createMembershipModule,
  freezeRoutes,
  membershipRoutes,
  planChangeRoutes,
  scheduleRefundReconciliation,
} from './modules/membership/changes';
import { CardFrameService, memberCardFrameRoutes, signupCardFrameRoutes } from './modules/membership/card-frame';
import { GuestPassesRepository, GuestPassesService, guestPassesRoutes } from './modules/membership/guest-passes';
import { callsRoutes } from './modules/realtime/calls';
import { chatRoutes, createMessagingModule } from './modules/realtime/chat';
import { SignupAccessService, signupAccessRoutes } from './modules/signup/access';
import { signupCardsRoutes } from './modules/signup/cards';
import { guestsRoutes } from './modules/signup/guests';
import { joinDocumentsRoutes, joinReceiptOf } from './modules/signup/join-documents';
import { createJoinModule, joinCopyRoutes, joinRoutes, scheduleJoinMaintenance } from './modules/signup/join';
import { SignupLookupService, signupLookupRoutes } from './modules/signup/lookup';
import { ResumeTokens, SignupResumeService, signupResumeRoutes } from './modules/signup/resume';
import { ReferralCodeSigner, ReferralsRepository, ReferralsService, referralsRoutes } from './modules/signup/referrals';
import { TermsService, termsRoutes } from './modules/signup/terms';
import { ChatbotRepository, TrackingRepository, TrackingService, trackingRoutes } from './modules/signup/tracking';
import { utmRoutes } from './modules/signup/utm';
import { StaffScopes } from './modules/staff/scope';
import { staffConsoleRoutes } from './modules/staff/staff-console';
import { auditManualCheckIn, auditVaccineReview } from './modules/staff/audit';
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
  const clubsRepository = new ClubsRepository(db);
  const clubs = new ClubsService(clubsRepository);
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
  const paymentAttempts = new MemberPaymentsRepository(db, api.clock);
  // A plan change's difference is charged through the same attempts, recorded with the change (0028).
  const planChangesRepository = new PlanChangeRepository(db, paymentAttempts, api.clock);
  const memberPayments = new MemberPaymentService(api.billing, paymentAttempts, api.log, {
    outcomes: { 'plan-change': planChangesRepository },
    clock: api.clock,
  });
  schedulePaymentReconciliation(api, { payments: memberPayments, attempts: paymentAttempts, log: api.log });
  // Monthly dues, autopay and the follow-up of declines (docs/decisions/0027).
  const billingRun = createBillingRun({
    db,
    provider: api.billing,
    clock: api.clock,
    retryDays: config.BILLING_RETRY_DAYS,
    log: api.log,
  });
  scheduleBillingRun(api, billingRun);
  // Its receipts and e-mails, sent from billing_notices by a job of their own.
  const billingNotices = createBillingNotices({
    db,
    mailer: api.mailer,
    storage: api.storage,
    clock: api.clock,
    config,
    log: api.log,
    joinReceipt: joinReceiptOf({ db, storage: api.storage, config }),
  });
  scheduleBillingNotices(api, billingNotices.notices);
  // The member's own membership: its page, cancelling and the refunds of the five business days (0028).
  const membershipModule = createMembershipModule({
    db,
    provider: api.billing,
    storage: api.storage,
    clock: api.clock,
    log: api.log,
  });
  scheduleRefundReconciliation(api, membershipModule.refunds);

  await api.register(requestSigningPlugin, { key: config.REQUEST_SIGNING_KEY });
  await api.register(rateLimitPlugin);
  await api.register(signupAccessRoutes, { signupAccess });
  await api.register(clubsRoutes, { clubs, answers: new ClubAnswers(clubsRepository) });
  await api.register(plansRoutes, { plans });
  await api.register(termsRoutes, { terms: new TermsService(texts) });
  const cardFrame = new CardFrameService(api.billing, api.appOrigins);
  const auth = new AuthService(db, users, clubs, tokens, api.passwords);
  await api.register(signInRoutes, { auth, config });
  const passwords = new PasswordsService({
    db,
    users,
    clubs,
    tokens,
    mailer: api.mailer,
    config,
    hasher: api.passwords,
  });
  await api.register(passwordResetRoutes, { passwords, config });
  await api.register(joinCopyRoutes, { texts, failureMessages: joinFailureMessages(config) });

  await api.register(async (signup) => {
    await signup.register(signupTokenPlugin, { signupAccess });
    const lookupLimit = signup.rateLimit({ max: config.SIGNUP_LOOKUP_RATE_LIMIT, timeWindow: 60_000 });
    await signup.register(signupLookupRoutes, { lookup: new SignupLookupService(users), lookupLimit });
    await signup.register(referralsRoutes, { referrals });
    await signup.register(trackingRoutes, { tracking });
    await signup.register(signupCardFrameRoutes, { cardFrame });
    await signup.register(joinRoutes, {
      quotes: join.quotes,
      submits: join.submits,
      failureMessages: joinFailureMessages(config),
    });
    await signup.register(signupCardsRoutes, { cards: join.cards });
    await signup.register(guestsRoutes, { db });
    await signup.register(signupResumeRoutes, {
      resume: new SignupResumeService({
        db,
        tokens: new ResumeTokens(db),
        lookup: new SignupLookupService(users),
        clock: api.clock,
      }),
      lookupLimit,
    });
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
  const vaccine = new VaccineService({
    records: new VaccineRepository(db, auditVaccineReview),
    users,
    storage: api.storage,
    tokens,
    mailer: api.mailer,
    config,
    log: api.log,
  });
  await api.register(vaccineTicketRoutes, { vaccine, tokens, accounts: users, config });
  await api.register(vaccineUploadRoutes, { vaccine, config });

  const messaging = createMessagingModule(api, config);

  // The member area: every route here needs a member's bearer token and acts for that member only.
  await api.register(async (member) => {
    await member.register(memberAuthPlugin, { tokens, accounts: users });
    sendNoticesAfterChanges(member, api);
    await member.register(chatRoutes, {
      chat: messaging.chat,
      directorConversations: messaging.directorConversations,
    });
    await member.register(callsRoutes, { calls: messaging.calls });
    await member.register(sessionRoutes, { auth });
    await member.register(passwordUpdateRoutes, { passwords, config });
    await member.register(profileRoutes, {
      profiles: new ProfileService(new ProfileRepository(db), (userId) => currentMembershipGroups(db, userId)),
    });
    await member.register(staffVaccineRoutes, { vaccine });
    await member.register(memberCardFrameRoutes, { cardFrame });
    const memberBilling = new MemberBillingRepository(db);
    await member.register(billingAccountRoutes, {
      account: new BillingAccountService({
        ledger: memberBilling,
        history: new BillingHistoryRepository(db),
        clock: api.clock,
        retryDays: config.BILLING_RETRY_DAYS,
      }),
      cards: new MemberCardsService(api.billing, memberBilling, (userId, cardId) =>
        billingRun.retryWithNewCard(userId, cardId),
      ),
      payments: memberPayments,
    });
    await member.register(billingReceiptsRoutes, { receipts: billingNotices.receipts });
    const planChanges = new PlanChangeService({
      repository: planChangesRepository,
      agreements: new PlanChangeAgreements({ db, storage: api.storage, texts, config }),
      payments: memberPayments,
      clock: api.clock,
    });
    await member.register(planChangeRoutes, { planChanges });
    await member.register(membershipRoutes, { membership: membershipModule.membership });
    const freezes = new FreezeService({
      repository: new FreezeRepository(db),
      clock: api.clock,
      feeCents: config.FREEZE_FEE_CENTS,
    });
    await member.register(freezeRoutes, { freezes });
    const guestPasses = new GuestPassesService({ passes: new GuestPassesRepository(db), clock: api.clock });
    await member.register(guestPassesRoutes, { guestPasses });
    // The staff console: role and club checked on the server for every request (docs/decisions/0032).
    const staffScopes = new StaffScopes(db);
    await member.register(staffConsoleRoutes, {
      db,
      config,
      clock: api.clock,
      mailer: api.mailer,
      storage: api.storage,
      billing: api.billing,
      scopes: staffScopes,
    });
    // The member's rotating check-in code, which the desk checks (docs/decisions/0036).
    const checkInCodes = new CheckInCodesService(new CheckInCodesRepository(db), api.clock);
    await member.register(checkInCodesRoutes, { codes: checkInCodes });
    await member.register(visitsRoutes, {
      visits: new VisitsService(
        new VisitsRepository(db, api.clock, auditManualCheckIn),
        clubs,
        guestPasses,
        checkInCodes,
        api.storage,
      ),
      requireStaffClub: (account, clubId) => staffScopes.requireClub(account, clubId),
    });
  });
};
