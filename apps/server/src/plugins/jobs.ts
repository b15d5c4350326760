import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled and queued work (docs/decisions/0027): pg-boss on the app's own database. */
    jobs: JobQueue;
  }
}

export interface JobDefinition<Data extends object = object> {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** When to run it, as cron in the clubs' time zone; once per slot across all instances. */
  cron?: string;
  /**
   * When the app starts: 'before-ready' runs it once, awaited, before the app is ready (recovery after a crash,
   * as the reconcilers need); 'queued' sends a job that a worker runs soon after (long work).
   */
  onStart?: 'before-ready' | 'queued';
  /** Tried again this many times, a minute apart, when it throws. Every job must be safe to repeat. */
  retryLimit?: number;
  handler: (data: Data) => Promise<unknown>;
}

/** Schemas pg-boss keeps its tables in; a test run's database has its own. */
const JOBS_SCHEMA = 'pgboss';

/**
 * The one mechanism for work that is not a request: a Postgres job queue (pg-boss 10, the last line that runs
 * on Node 20) on the app's database, PGlite or Postgres alike, through the database plugin's plain-SQL handle.
 * Jobs survive restarts; a cron slot is run once whichever instances are up; each queue runs one job at a time
 * per instance and its handler must be idempotent, because a job can run again after a crash.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private boss: PgBoss | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** Declares a job; before the app is ready only. */
  define<Data extends object>(definition: JobDefinition<Data>): void {
    if (this.boss) throw new Error(`job ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /**
   * Queues a run of a defined job; with a `singletonKey`, one such job waits at a time. On an instance that does
   * not work the queue (JOBS=off, or not started yet) nothing is queued: the job's own schedule does the work.
   */
  async send(name: string, data: object = {}, options: { singletonKey?: string } = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`);
    if (!this.boss) return;
    await this.boss.send(name, data, options);
  }

  async start(): Promise<void> {
    const boss = new PgBoss({ db: this.app.rawSql as PgBoss.Db, schema: JOBS_SCHEMA, schedule: true, supervise: true });
    boss.on('error', (error) => this.app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const definition of this.definitions.values()) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        policy: 'stately',
        retryLimit: definition.retryLimit ?? 0,
        retryDelay: 60,
      });
      await boss.work(definition.name, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        if (job.retryCount > 0) this.app.metrics.jobRetries.inc({ queue: definition.name });
        await this.runJob(definition, job.data as never, { rethrow: true });
      });
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: CLUB_TIME_ZONE });
      else await boss.unschedule(definition.name);
      if (definition.onStart === 'queued') await boss.send(definition.name, {});
    }
  }

  /** The jobs to run before the app is ready, one after another. */
  async runReadyJobs(): Promise<void> {
    for (const definition of this.definitions.values()) {
      if (definition.onStart === 'before-ready') await this.runJob(definition, {} as never, { rethrow: false });
    }
  }

  /**
   * Jobs per queue and state in the queue's tables, which every instance shares (the metrics' figures). None
   * before any instance has started the queue (its tables do not exist yet).
   */
  async counts(): Promise<{ queue: string; state: string; count: number }[]> {
    try {
      const { rows } = await this.app.rawSql.executeSql(
        `select name as queue, state, count(*)::int as count from ${JOBS_SCHEMA}.job group by name, state`,
        [],
      );
      return rows as { queue: string; state: string; count: number }[];
    } catch {
      return [];
    }
  }

  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
    this.boss = null;
  }

  private async runJob(definition: JobDefinition<never>, data: never, options: { rethrow: boolean }) {
    const { tracer } = this.app;
    if (!tracer) return this.runUntraced(definition, data, options);
    // Each run is a trace of its own (its queries its children), whatever was active when it was picked up.
    await context.with(ROOT_CONTEXT, () =>
      tracer.startActiveSpan(`job ${definition.name}`, { kind: SpanKind.CONSUMER }, async (span) => {
        try {
          await this.runUntraced(definition, data, options);
        } finally {
          span.end();
        }
      }),
    );
  }

  private async runUntraced(definition: JobDefinition<never>, data: never, { rethrow }: { rethrow: boolean }) {
    const queue = definition.name;
    const stopTimer = this.app.metrics.jobDuration.startTimer({ queue });
    try {
      await definition.handler(data);
      this.app.metrics.jobRuns.inc({ queue, outcome: 'completed' });
    } catch (error) {
      this.app.metrics.jobRuns.inc({ queue, outcome: 'failed' });
      trace.getActiveSpan()?.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      this.app.log.error({ err: error, job: queue }, `job ${queue} failed`);
      if (rethrow) throw error;
    } finally {
      stopTimer();
    }
  }
}

/**
 * app.jobs: started when the app is ready (after every module defined its jobs), stopped when it closes. Not
 * `enabled` (JOBS=off), only the jobs that run before the app is ready run.
 */
export const jobsPlugin = fp<{ enabled: boolean }>(
  async (app: FastifyInstance, { enabled }) => {
    const queue = new JobQueue(app);
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      await queue.runReadyJobs();
      if (enabled) await queue.start();
    });
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['database', 'metrics', 'tracing'] },
);
