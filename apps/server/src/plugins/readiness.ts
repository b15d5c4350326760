import fp from 'fastify-plugin';

/** Where an instance is in its life, as its readiness answer tells a load balancer. */
export type InstancePhase = 'starting' | 'serving' | 'stopping';

/**
 * Whether this instance should be sent requests, apart from its database and Redis answering (docs/deploy.md,
 * "Health and readiness"): 'starting' until every plugin is ready, then 'serving', and 'stopping' from the moment a
 * shutdown begins — `stop()` (a SIGTERM handler calls it first, to be taken out of rotation while it still serves)
 * or app.close(), whichever comes first. It never goes back.
 */
export class Readiness {
  #phase: InstancePhase = 'starting';

  get phase(): InstancePhase {
    return this.#phase;
  }

  /** Every plugin is ready (Fastify's onReady). */
  serving(): void {
    if (this.#phase === 'starting') this.#phase = 'serving';
  }

  /** The instance is going away: /health/ready answers 503 from now on, while requests are still served. */
  stop(): void {
    this.#phase = 'stopping';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's phase for GET /health/ready; a shutdown calls `app.readiness.stop()`. */
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app) => {
    const readiness = new Readiness();
    app.decorate('readiness', readiness);
    app.addHook('onReady', async () => readiness.serving());
    app.addHook('preClose', async () => readiness.stop());
    // A stopping instance closes each connection after its response: a kept-alive one would otherwise outlive the
    // close (Node keeps it for keepAliveTimeout, 72 s) and the client's next request would find it gone. Closed,
    // the client opens a new connection, which the load balancer sends to another instance.
    app.addHook('onSend', async (_request, reply) => {
      if (readiness.phase === 'stopping') void reply.header('connection', 'close');
    });
  },
  { name: 'readiness' },
);
