import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessAnswerSchema, type ReadinessAnswer, readinessAnswerSchema } from '@gym/contracts/health';

/** A readiness check gives each part this long: a load balancer's own check times out after a few seconds. */
const CHECK_TIMEOUT_MS = 2000;

/** Whether `probe` succeeds within CHECK_TIMEOUT_MS. */
async function answers(probe: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), late]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(app: FastifyInstance): Promise<ReadinessAnswer> {
  const redis = app.redis;
  const [database, redisState] = await Promise.all([
    answers(() => app.db.execute(sql`select 1`)),
    redis ? answers(() => redis.client.ping()) : Promise.resolve(undefined),
  ]);
  // Read after the probes: a shutdown that began while they ran is said at once.
  const phase = app.readiness.phase;
  const ready = phase === 'serving' && database === 'ok' && redisState !== 'unavailable';
  return {
    status: ready ? 'ok' : 'unavailable',
    database,
    ...(redisState ? { redis: redisState } : {}),
    ...(phase === 'serving' ? {} : { instance: phase }),
  };
}

/**
 * Unsigned: load balancers and uptime checks call them (docs/decisions/0022). Liveness is the process answering
 * HTTP; readiness is the instance serving (not starting, not stopping: plugins/readiness.ts) and the database and
 * (with REDIS_URL) Redis answering too, and names the part that does not.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process serves requests',
        response: { 200: livenessAnswerSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const answer = await readiness(app);
    if (answer.status !== 'ok') void reply.status(503);
    return answer;
  };
  const readySchema = {
    tags: ['health'],
    response: { 200: readinessAnswerSchema, 503: readinessAnswerSchema },
  };
  app.get(
    '/health/ready',
    {
      schema: {
        ...readySchema,
        summary: 'Readiness: the instance serves and the database and Redis answer (503 names what does not)',
      },
    },
    ready,
  );
  app.get('/health', { schema: { ...readySchema, summary: 'The same as /health/ready (older checks)' } }, ready);
};
