import type { FastifyPluginAsync } from 'fastify';
import { type Config, joinFailureMessages } from './config';
import { TokenService } from './lib/tokens';
import { signInRoutes, sessionRoutes } from './modules/accounts/auth/auth.routes';
import { AuthService } from './modules/accounts/auth/auth.service';
import { passwordResetRoutes, passwordUpdateRoutes } from './modules/accounts/passwords/passwords.routes';
import { PasswordsService } from './modules/accounts/passwords/passwords.service';
import { ProfileRepository } from './modules/accounts/profile/profile.repository';
import { profileRoutes } from './modules/accounts/profile/profile.routes';
import { ProfileService } from './modules/accounts/profile/profile.service';
import { UsersRepository } from './modules/accounts/users/users.repository';
import { VaccineRepository } from './modules/accounts/vaccine/vaccine.repository';
import {
  staffVaccineRoutes,
  vaccineTicketRoutes,
  vaccineUploadRoutes,
} from './modules/accounts/vaccine/vaccine.routes';
import { VaccineService } from './modules/accounts/vaccine/vaccine.service';
import { CheckInCodesRepository } from './modules/club/check-in-codes/check-in-codes.repository';
import { checkInCodesRoutes } from './modules/club/check-in-codes/check-in-codes.routes';
import { CheckInCodesService } from './modules/club/check-in-codes/check-in-codes.service';
import { ClubAnswers } from './modules/club/clubs/club-answers';
import { ClubsRepository } from './modules/club/clubs/clubs.repository';
import { clubsRoutes } from './modules/club/clubs/clubs.routes';
import { ClubsService } from './modules/club/clubs/clubs.service';
import { PlansRepository } from './modules/club/plans/plans.repository';
import { plansRoutes } from './modules/club/plans/plans.routes';
import { PlansService } from './modules/club/plans/plans.service';
import { SiteTextsRepository } from './modules/club/site-texts/site-texts.repository';
import { VisitsRepository } from './modules/club/visits/visits.repository';
import { visitsRoutes } from './modules/club/visits/visits.routes';
import { VisitsService } from './modules/club/visits/visits.service';
import { BillingAccountService } from './modules/membership/billing/billing-account.service';
import { BillingHistoryRepository } from './modules/membership/billing/billing-history.repository';
import { MemberBillingRepository } from './modules/membership/billing/member-billing.repository';
import { billingAccountRoutes } from './modules/membership/billing/member-billing.routes';
import { MemberCardsService } from './modules/membership/billing/member-cards.service';
import { MemberPaymentService } from './modules/membership/billing/member-payment.service';
import { MemberPaymentsRepository } from './modules/membership/billing/member-payments.repository';
import { schedulePaymentReconciliation } from './modules/membership/billing/payment-reconciler';
import { createBillingRun, scheduleBillingRun } from './modules/membership/billing-run/billing-run.module';
import { createMembershipModule } from './modules/membership/changes/cancellation.module';
import { membershipRoutes } from './modules/membership/changes/membership.routes';
import { scheduleRefundReconciliation } from './modules/membership/changes/refunds.service';
import {
  createBillingNotices,
  scheduleBillingNotices,
  sendNoticesAfterChanges,
} from './modules/membership/billing-run/billing-notices.module';
import { billingReceiptsRoutes } from './modules/membership/billing-run/receipts.routes';
import { memberCardFrameRoutes, signupCardFrameRoutes } from './modules/membership/card-frame/card-frame.routes';
import { CardFrameService } from './modules/membership/card-frame/card-frame.service';
import { PlanChangeAgreements } from './modules/membership/changes/plan-change-agreement';
import { PlanChangeRepository } from './modules/membership/changes/plan-change.repository';
import { planChangeRoutes } from './modules/membership/changes/plan-change.routes';
import { PlanChangeService } from './modules/membership/changes/plan-change.service';
import { FreezeRepository } from './modules/membership/changes/freeze.repository';
import { freezeRoutes } from './modules/membership/changes/freeze.routes';
import { FreezeService } from './modules/membership/changes/freeze.service';
import { GuestPassesRepository } from './modules/membership/guest-passes/guest-passes.repository';
import { guestPassesRoutes } from './modules/membership/guest-passes/guest-passes.routes';
import { GuestPassesService } from './modules/membership/guest-passes/guest-passes.service';
import { callsRoutes } from './modules/realtime/calls/calls.routes';
import { chatRoutes } from './modules/realtime/chat/chat.routes';
import { createMessagingModule } from './modules/realtime/chat/messaging.module';
import { signupAccessRoutes } from './modules/signup/access/signup-access.routes';
import { SignupAccessService } from './modules/signup/access/signup-access.service';
import { signupCardsRoutes } from './modules/signup/cards/signup-cards.routes';
import { guestsRoutes } from './modules/signup/guests/guests.routes';
import { joinDocumentsRoutes } from './modules/signup/join-documents/join-documents.routes';
import { joinCopyRoutes } from './modules/signup/join/join-copy.routes';
import { createJoinModule, scheduleJoinMaintenance } from './modules/signup/join/join.module';
import { joinRoutes } from './modules/signup/join/join.routes';
import { signupLookupRoutes } from './modules/signup/lookup/signup-lookup.routes';
import { SignupLookupService } from './modules/signup/lookup/signup-lookup.service';
import { ResumeTokens } from './modules/signup/resume/resume-tokens';
import { signupResumeRoutes } from './modules/signup/resume/signup-resume.routes';
import { SignupResumeService } from './modules/signup/resume/signup-resume.service';
import { ReferralCodeSigner } from './modules/signup/referrals/referral-code-signer';
import { ReferralsRepository } from './modules/signup/referrals/referrals.repository';
import { referralsRoutes } from './modules/signup/referrals/referrals.routes';
import { ReferralsService } from './modules/signup/referrals/referrals.service';
import { termsRoutes } from './modules/signup/terms/terms.routes';
import { TermsService } from './modules/signup/terms/terms.service';
import { ChatbotRepository } from './modules/signup/tracking/chatbot.repository';
import { TrackingRepository } from './modules/signup/tracking/tracking.repository';
import { trackingRoutes } from './modules/signup/tracking/tracking.routes';
import { TrackingService } from './modules/signup/tracking/tracking.service';
import { utmRoutes } from './modules/signup/utm/utm.routes';
import { StaffScopes } from './modules/staff/scope/staff-scopes';
import { staffConsoleRoutes } from './modules/staff/staff-console';
import { auditManualCheckIn } from './modules/staff/audit/manual-check-in-audit';
import { auditVaccineReview } from './modules/staff/audit/vaccine-review-audit';
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
    await member.register(profileRoutes, { profiles: new ProfileService(new ProfileRepository(db)) });
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
