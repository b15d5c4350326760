import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from '@gym/contracts/health';

/** Unsigned: load balancers and uptime checks call it. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthAnswerSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
