import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { BillingProvider } from '../../../providers/billing';
import { nudgeBillingNotices } from './billing-notices.module';
import { AutopayOutcomesRepository } from './autopay-outcomes.repository';
import { BillingDayRepository } from './billing-day.repository';
import { BillingRunRepository } from './billing-run.repository';
import { type BillingRunOptions, BillingRunService } from './billing-run.service';

export interface BillingRunDeps {
  db: Database;
  provider: BillingProvider;
  clock: Clock;
  /** BILLING_RETRY_DAYS. */
  retryDays: readonly number[];
  log: FastifyBaseLogger;
}

/** The billing engine (docs/decisions/0027), for the app and for the billing command alike. */
export function createBillingRun(deps: BillingRunDeps, options?: BillingRunOptions): BillingRunService {
  return new BillingRunService(
    {
      db: deps.db,
      repository: new BillingRunRepository(deps.db),
      outcomes: new AutopayOutcomesRepository(deps.db),
      day: new BillingDayRepository(deps.db),
      provider: deps.provider,
      clock: deps.clock,
      policy: { retryDays: deps.retryDays },
      log: deps.log,
    },
    options,
  );
}

/**
 * The billing run as a job: every hour (at :05, club time) and soon after the app starts, so that the 1st's
 * dues are posted and charged in the first hour of the day, a day missed while the servers were down is billed
 * when they are back, and a run killed half-way is finished within the hour. A run on a day with nothing new
 * to do reads and writes little.
 */
export function scheduleBillingRun(app: FastifyInstance, billingRun: BillingRunService): void {
  app.jobs.define({
    name: 'billing-run',
    cron: '5 * * * *',
    onStart: 'queued',
    retryLimit: 3,
    // The run's receipts and notices go out at once rather than at the notices job's next minute.
    handler: async () => {
      const started = performance.now();
      const report = await billingRun.run();
      app.metrics.billingRunFinished(report, (performance.now() - started) / 1000);
      await nudgeBillingNotices(app);
    },
  });
}
