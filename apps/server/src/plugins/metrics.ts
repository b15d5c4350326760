import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppMetrics } from '../lib/app-metrics';
import { bearerToken } from '../lib/bearer';
import { sameSecret } from '../lib/same-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (lib/app-metrics.ts); counted always, served only with METRICS_TOKEN. */
    metrics: AppMetrics;
  }
}

/** The route's pattern, never the URL (whose ids would make a series per member); 'unmatched' for a 404's. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * app.metrics, every request's duration and status counted, and GET /metrics in Prometheus' text format for the
 * holder of METRICS_TOKEN (docs/decisions/0056): the figures name routes, queues and volumes, which are not for
 * the public, so without a token there is no endpoint at all (a 404 like any unknown path).
 */
export const metricsPlugin = fp<{ token: string | undefined }>(
  async (app: FastifyInstance, { token }) => {
    const metrics = new AppMetrics();
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      const status = reply.statusCode;
      metrics.requestDuration.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      if (status === 503) metrics.unavailable.inc({ route });
      if (status === 429) metrics.rateLimitRefusals.inc({ limit: route });
    });

    if (!token) return;
    metrics.collectProcessMetrics();
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = bearerToken(request);
      if (given === null || !sameSecret(given, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
