import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import { MemberDocumentsRepository } from '../documents';
import { agreementAttachment } from '../changes';
import { BillingNoticesRepository } from './billing-notices.repository';
import { BillingNoticesService } from './billing-notices.service';
import { BillingReceiptsRepository } from './billing-receipts.repository';
import { BillingReceiptsService, type JoinReceiptOf } from './billing-receipts.service';

export const BILLING_NOTICES_JOB = 'billing-notices';

export interface BillingNoticesDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'BILLING_RETRY_DAYS'>;
  log: FastifyBaseLogger;
  /** The sign-up domain's receipt of a join's charge (`joinReceiptOf`). */
  joinReceipt: JoinReceiptOf;
}

/** The receipts of charges and the billing e-mails (docs/decisions/0027), for the app and the billing command. */
export function createBillingNotices(deps: BillingNoticesDeps, options: { batchSize?: number } = {}) {
  const { db, storage, config } = deps;
  const documents = new MemberDocumentsRepository(db);
  const receipts = new BillingReceiptsService({
    receipts: new BillingReceiptsRepository(db),
    documents,
    joinReceipt: deps.joinReceipt,
    storage,
    config,
  });
  const notices = new BillingNoticesService(
    {
      repository: new BillingNoticesRepository(db),
      receipts,
      documentFile: (documentId) => agreementAttachment(db, storage, documentId),
      mailer: deps.mailer,
      clock: deps.clock,
      policy: { retryDays: config.BILLING_RETRY_DAYS },
      config,
      log: deps.log,
    },
    options.batchSize,
  );
  return { receipts, notices };
}

/**
 * The notices as a job: every minute and soon after the app starts, on one instance at a time; the billing run
 * queues one after it ends (nudgeBillingNotices) so that its receipts and declines go out at once, and so does
 * every change a member or the staff make (sendNoticesAfterChanges), so that its e-mail follows in seconds. The
 * minute's run catches whatever a nudge missed.
 */
export function scheduleBillingNotices(app: FastifyInstance, notices: BillingNoticesService): void {
  app.jobs.define({
    name: BILLING_NOTICES_JOB,
    cron: '* * * * *',
    onStart: 'queued',
    handler: () => notices.sendDue(),
  });
}

/** Queues a send of the due notices now (one waits at a time: a nudge while one waits adds nothing). */
export function nudgeBillingNotices(app: FastifyInstance): Promise<void> {
  return app.jobs.send(BILLING_NOTICES_JOB, {}, { singletonKey: BILLING_NOTICES_JOB });
}

/**
 * After each successful change in `scope` (a cancellation, a freeze, a plan change, a payment's receipt, a price
 * notice), the notices it wrote are sent now rather than at the job's next minute. The nudge comes once the answer
 * is sent, so after the change's transaction; one queued send waits at a time, so a change without a notice costs
 * one insert that is dropped.
 */
export function sendNoticesAfterChanges(scope: FastifyInstance, app: FastifyInstance): void {
  scope.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    await nudgeBillingNotices(app).catch((error: unknown) =>
      request.log.warn({ err: error }, 'the billing notices could not be queued; the minute job sends them'),
    );
  });
}
