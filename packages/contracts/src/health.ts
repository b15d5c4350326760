import * as z from 'zod/mini';

/** One dependency's state in a readiness answer. */
const partStateSchema = z.enum(['ok', 'unavailable']);

/** GET /health/live: the process runs and serves HTTP; it checks nothing else (a load balancer restarts on it). */
export const livenessAnswerSchema = z.object({ status: z.literal('ok') });

/**
 * GET /health/ready (and GET /health, kept for older checks): 200 when the instance is serving and the database
 * and, with REDIS_URL, Redis answer within a short timeout; otherwise 503 with the same shape naming the part that
 * is 'unavailable', so a load balancer takes the instance out of rotation (docs/decisions/0022). `redis` appears
 * only when it is used; `instance` only while the instance itself is not serving: still starting, or stopping
 * (a shutdown has begun; docs/deploy.md).
 */
export const readinessAnswerSchema = z.object({
  status: partStateSchema,
  database: partStateSchema,
  redis: z.optional(partStateSchema),
  instance: z.optional(z.enum(['starting', 'stopping'])),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;
