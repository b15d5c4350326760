import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { TokenService } from '../../lib/tokens';
import type { AccountsDomain } from '../accounts/accounts.domain';
import type { ClubDomain } from '../club/club.domain';
import {
  BillingAccountService,
  BillingHistoryRepository,
  MemberBillingRepository,
  MemberCardsService,
  MemberPaymentService,
  MemberPaymentsRepository,
  billingAccountRoutes,
  schedulePaymentReconciliation,
} from './billing';
import {
  type JoinReceiptOf,
  billingReceiptsRoutes,
  createBillingNotices,
  createBillingRun,
  scheduleBillingNotices,
  scheduleBillingRun,
} from './billing-run';
import { CardFrameService, memberCardFrameRoutes } from './card-frame';
import { OccupancyRepository, OccupancyService, occupancyRoutes } from './occupancy';
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
} from './changes';
import { GuestPassesRepository, GuestPassesService, guestPassesRoutes } from './guest-passes';
import { PriceChangesRepository, PriceChangesService } from './price-changes';
import {
  type AuditReview,
  VaccineRepository,
  VaccineService,
  staffVaccineRoutes,
  vaccineTicketRoutes,
  vaccineUploadRoutes,
} from './vaccine';
import {
  type AuditManualCheckIn,
  type VisitsRoutesOptions,
  VisitsRepository,
  VisitsService,
  visitsRoutes,
} from './visits';

export interface MembershipDomainDeps {
  config: Config;
  tokens: TokenService;
  club: ClubDomain;
  accounts: AccountsDomain;
  /** What the domains above this one add, bound by api.ts: the join's receipt (sign-up), the audit rows and the
   * club check of the staff console. */
  joinReceipt: JoinReceiptOf;
  auditManualCheckIn: AuditManualCheckIn;
  auditVaccineReview: AuditReview;
  requireStaffClub: VisitsRoutesOptions['requireStaffClub'];
}

/**
 * The membership: money (through the ledger), recurring billing and its notices, the member's own changes (cancel,
 * freeze, change plan, guest passes), visits at the desk and vaccine records. Builds each service once; the staff
 * console acts through these same services (`services`).
 */
export function createMembershipDomain(app: FastifyInstance, deps: MembershipDomainDeps) {
  const { config } = deps;
  const { db, clock, log, storage, mailer, billing: provider } = app;
  // Balance payments: attempts recorded before the charge, settled after a crash (docs/decisions/0019).
  const paymentAttempts = new MemberPaymentsRepository(db, clock);
  // A plan change's difference is charged through the same attempts, recorded with the change (0028).
  const planChangesRepository = new PlanChangeRepository(db, clock);
  const payments = new MemberPaymentService(provider, paymentAttempts, log, {
    purposes: { 'plan-change': planChangesRepository.applying },
    clock,
  });
  schedulePaymentReconciliation(app, { payments, attempts: paymentAttempts, log });
  // Monthly dues, autopay and the follow-up of declines (docs/decisions/0027).
  const billingRun = createBillingRun({ db, provider, clock, retryDays: config.BILLING_RETRY_DAYS, log });
  scheduleBillingRun(app, billingRun);
  // Its receipts and e-mails, sent from billing_notices by a job of their own.
  const notices = createBillingNotices({ db, mailer, storage, clock, config, log, joinReceipt: deps.joinReceipt });
  scheduleBillingNotices(app, notices.notices);
  // The member's own membership: its page, cancelling and the refunds of the five business days (0028).
  const { membership, refunds } = createMembershipModule({ db, provider, storage, clock, log });
  scheduleRefundReconciliation(app, refunds);

  const memberBilling = new MemberBillingRepository(db);
  const history = new BillingHistoryRepository(db);
  const account = new BillingAccountService({
    ledger: memberBilling,
    history,
    clock,
    retryDays: config.BILLING_RETRY_DAYS,
  });
  const cards = new MemberCardsService(provider, memberBilling, (userId, cardId) =>
    billingRun.retryWithNewCard(userId, cardId),
  );
  const planChanges = new PlanChangeService({
    repository: planChangesRepository,
    agreements: new PlanChangeAgreements({ db, storage, texts: deps.club.texts, config }),
    payments,
    clock,
  });
  const freezes = new FreezeService({ repository: new FreezeRepository(db), clock, feeCents: config.FREEZE_FEE_CENTS });
  const guestPasses = new GuestPassesService({ passes: new GuestPassesRepository(db, freezes), clock });
  // How busy each club is, from the desk's check-ins; each check-in tells those watching the club (issue 28).
  const occupancy = new OccupancyService({
    repository: new OccupancyRepository(db),
    clubs: deps.club.clubs,
    hours: deps.club.hours,
    clock,
  });
  const visits = new VisitsService({
    visits: new VisitsRepository(db, deps.auditManualCheckIn),
    clubs: deps.club.clubs,
    guestPasses,
    codes: deps.accounts.checkInCodes,
    freezes,
    storage,
    clock,
  });
  visits.onCheckIn(({ clubId }) => {
    occupancy.checkedIn(clubId).catch((error: unknown) => log.warn({ err: error, clubId }, 'club busy not sent'));
  });
  const cardFrame = new CardFrameService(provider, app.appOrigins);
  // Vaccine status uploads: a member or a visitor gets a ticket, then uploads with it (docs/decisions/0012).
  const { users } = deps.accounts;
  const vaccine = new VaccineService({
    records: new VaccineRepository(db, deps.auditVaccineReview),
    clock,
    users,
    storage,
    tokens: deps.tokens,
    mailer,
    config,
    log,
  });

  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(occupancyRoutes, { occupancy });
      await api.register(vaccineTicketRoutes, { vaccine, tokens: deps.tokens, accounts: users, config });
      await api.register(vaccineUploadRoutes, { vaccine, config });
    },
    member: async (member) => {
      await member.register(staffVaccineRoutes, { vaccine });
      await member.register(memberCardFrameRoutes, { cardFrame });
      await member.register(billingAccountRoutes, { account, cards, payments });
      await member.register(billingReceiptsRoutes, { receipts: notices.receipts });
      await member.register(planChangeRoutes, { planChanges });
      await member.register(membershipRoutes, { membership });
      await member.register(freezeRoutes, { freezes });
      await member.register(guestPassesRoutes, { guestPasses });
      await member.register(visitsRoutes, { visits, requireStaffClub: deps.requireStaffClub });
    },
  };
  // A plan's price changes, which the staff console schedules (docs/decisions/0028).
  const priceChanges = new PriceChangesService({ repository: new PriceChangesRepository(db), clock });
  const services = {
    account,
    /** Payments through attempts; a domain above charges its own purpose with them (0053). */
    payments,
    membership,
    refunds,
    freezes,
    guestPasses,
    visits,
    priceChanges,
    receipts: notices.receipts,
    occupancy,
  };
  return { services, cardFrame, routes };
}

export type MembershipDomain = ReturnType<typeof createMembershipDomain>;
export type MembershipServices = MembershipDomain['services'];
