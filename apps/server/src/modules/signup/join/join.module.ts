import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { TokenService } from '../../../lib/tokens';
import type { BillingProvider } from '../../../providers/billing';
import type { Mailer } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import {
  JoinConfirmationService,
  JoinDocumentsService,
  JoinRecordsRepository,
  MemberFilesService,
} from '../join-documents';
import { MemberDocumentsRepository } from '../../membership/documents';
import { PasswordTokens } from '../../accounts/password-tokens';
import type { PlansService } from '../../club/plans';
import { SignupCardsRepository, SignupCardsService } from '../cards';
import type { SiteTextsRepository } from '../../club/site-texts';
import type { UsersRepository } from '../../accounts/users';
import { JoinAnswers } from './join-answers';
import { JoinClaims } from './join-claims.repository';
import { type JoinCommitHooks, JoinCommitRepository } from './join-commit.repository';
import { JoinCompletion } from './join-completion';
import { JoinPaymentService } from './join-payment.service';
import { JoinQuoteService } from './join-quote.service';
import { reconcileJoins } from './join-reconciler';
import { JoinSubmissionsRepository } from './join-submissions.repository';
import { JoinSubmitService } from './join-submit.service';

export interface JoinModuleDeps {
  db: Database;
  billing: BillingProvider;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'JOIN_FAILURE_MESSAGE'>;
  tokens: TokenService;
  users: UsersRepository;
  texts: SiteTextsRepository;
  plans: PlansService;
  /** Tests only: a hook inside the commit's transaction (to make it fail once, as a crash would). */
  hooks?: JoinCommitHooks;
  /** The app's clock: the join's stamps and leases, and the club day of its quote (tests move it). */
  clock: Clock;
}

/** The join's services, wired once: api.ts uses them, and tests build their own with a failing commit hook. */
export function createJoinModule(deps: JoinModuleDeps) {
  const { db, billing, log, config } = deps;
  const now = () => deps.clock.now();
  const submissions = new JoinSubmissionsRepository(db, now);
  const answers = new JoinAnswers(deps.tokens, config.JOIN_FAILURE_MESSAGE);
  const completion = new JoinCompletion({
    commits: new JoinCommitRepository(db, deps.hooks, now),
    submissions,
    billing,
    answers,
    log,
  });
  const payments = new JoinPaymentService({
    billing,
    submissions,
    claims: new JoinClaims(db, now),
    completion,
    answers,
    log,
    brandName: config.BRAND_NAME,
    now,
  });
  const cards = new SignupCardsService(billing, new SignupCardsRepository(db));
  const quotes = new JoinQuoteService(deps.plans, now);
  const submits = new JoinSubmitService({
    db,
    quotes,
    cards,
    users: deps.users,
    submissions,
    completion,
    payments,
    answers,
    now,
  });

  const records = new JoinRecordsRepository(db);
  const memberDocuments = new MemberDocumentsRepository(db);
  const documents = new JoinDocumentsService({
    documents: memberDocuments,
    storage: deps.storage,
    texts: deps.texts,
    config,
  });
  const confirmation = new JoinConfirmationService({
    records,
    documents,
    mailer: deps.mailer,
    passwordTokens: new PasswordTokens(db),
    config,
    log,
  });
  const files = new MemberFilesService({
    db,
    storage: deps.storage,
    records,
    joinDocuments: documents,
    confirmation,
  });
  const reconcile = (options: { leaseMs?: number } = {}) =>
    reconcileJoins({ payments, submissions, log, now }, options);

  return {
    submissions,
    payments,
    completion,
    cards,
    quotes,
    submits,
    records,
    documents,
    confirmation,
    files,
    reconcile,
  };
}

export type JoinModule = ReturnType<typeof createJoinModule>;

/**
 * The reconciler and the confirmation e-mail fallback, a job (plugins/jobs.ts): once before the app is ready
 * (recovery after a crash), then every minute on one instance. Failures are logged, never fatal.
 */
export function scheduleJoinMaintenance(app: FastifyInstance, join: JoinModule) {
  app.jobs.define({
    name: 'join-maintenance',
    cron: '* * * * *',
    onStart: 'before-ready',
    handler: async () => {
      await join.reconcile();
      await join.confirmation.sendDue();
    },
  });
}
