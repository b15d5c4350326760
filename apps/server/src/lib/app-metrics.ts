import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What one billing run did (modules/membership/billing-run's report, the part the metrics keep). */
export interface BillingRunFigures {
  /** Memberships whose month's dues were posted. */
  duesPosted: number;
  charged: number;
  declined: number;
}

/** Figures read when Prometheus scrapes, from parts that keep them themselves. */
export interface ScrapedFigures {
  /** The database pool: connections lent out and idle, and requests waiting for one. */
  pool(): { inUse: number; idle: number; waiting: number };
  /** Jobs per queue and state, across every instance (they share the queue's tables). */
  jobs(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Realtime sockets connected to this instance. */
  sockets(): number;
}

/** Seconds: from a health check's few milliseconds to a slow upload or export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a job from a notice sweep's moment to a billing run's minutes. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

/**
 * The app's Prometheus metrics (docs/decisions/0056), one registry per app so that tests building several apps in
 * one process each count their own. Names follow Prometheus' conventions: a `gym_` namespace, base units (seconds),
 * `_total` for counters; labels are bounded (a route is its pattern, never the URL).
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'gym_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status code, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly unavailable = new Counter({
    name: 'gym_http_unavailable_responses_total',
    help: 'Requests answered 503 (a dependency away, the server closing), by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'gym_rate_limit_refusals_total',
    help: 'Requests and socket events refused by a rate limit, by limit (an HTTP route pattern or a named limit)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'gym_job_runs_total',
    help: 'Jobs run by this instance, by queue and outcome (completed or failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobRetries = new Counter({
    name: 'gym_job_retries_total',
    help: 'Runs of a job that had failed before (a retry), by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'gym_job_duration_seconds',
    help: 'How long a job ran on this instance, by queue',
    labelNames: ['queue'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly billingRuns = new Histogram({
    name: 'gym_billing_run_duration_seconds',
    help: 'Billing runs finished by this instance, with their duration',
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly billingMemberships = new Counter({
    name: 'gym_billing_memberships_total',
    help: "Memberships in billing runs, by outcome: billed (the month's dues posted), charged, declined",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly emails = new Counter({
    name: 'gym_emails_total',
    help: 'E-mails handed to the mailer, by outcome (sent or failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private scraped: ScrapedFigures | null = null;

  constructor() {
    const figures = () => this.scraped;
    new Gauge({
      name: 'gym_db_pool_connections',
      help: "The database pool's connections on this instance, by state (in_use or idle)",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = figures()?.pool();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.inUse);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'gym_db_pool_waiting_requests',
      help: 'Queries on this instance waiting for a free database connection',
      registers: [this.registry],
      collect() {
        const pool = figures()?.pool();
        if (pool) this.set(pool.waiting);
      },
    });
    new Gauge({
      name: 'gym_jobs',
      help: 'Jobs in the queue by queue and state (created, retry, active, completed, failed, cancelled), all instances',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const jobs = await figures()?.jobs();
        this.reset();
        for (const { queue, state, count } of jobs ?? []) this.set({ queue, state }, count);
      },
    });
    new Gauge({
      name: 'gym_realtime_sockets',
      help: 'Realtime sockets (messages, calls) connected to this instance',
      registers: [this.registry],
      collect() {
        const sockets = figures()?.sockets();
        if (sockets !== undefined) this.set(sockets);
      },
    });
  }

  /** Where the gauges read their figures; the app tells once its parts exist. */
  readFrom(figures: ScrapedFigures): void {
    this.scraped = figures;
  }

  /** The process' own figures (CPU, memory, event loop lag, handles): only where the endpoint is on. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** A rate limit's refusal, by its name (windowCounter's onRefused). */
  readonly refusedBy = (limit: string): void => {
    this.rateLimitRefusals.inc({ limit });
  };

  billingRunFinished(figures: BillingRunFigures, seconds: number): void {
    this.billingRuns.observe(seconds);
    this.billingMemberships.inc({ outcome: 'billed' }, figures.duesPosted);
    this.billingMemberships.inc({ outcome: 'charged' }, figures.charged);
    this.billingMemberships.inc({ outcome: 'declined' }, figures.declined);
  }
}
