import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** SHUTDOWN_DELAY_MS: how long to go on serving, unready, before closing. */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long the close may take before the process gives up on it. */
  timeoutMs: number;
}

/**
 * How an instance leaves a rotation without losing anything (docs/decisions/0056): readiness turns 503 at once and
 * the instance serves on for SHUTDOWN_DELAY_MS while the load balancer notices; then it closes: the listener stops
 * accepting (a request that still arrives on an open connection gets a 503 and `Connection: close`, so the client
 * sends it elsewhere), requests in flight finish, the realtime sockets are closed so their clients reconnect to
 * another instance, the job queue lets its running jobs finish, and the database and Redis close last. Answers
 * whether it all closed within SHUTDOWN_TIMEOUT_MS.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  signal: string,
  times: ShutdownTimes,
): Promise<'closed' | 'timed-out'> {
  app.readiness.stop();
  app.log.info({ signal, delayMs: times.delayMs }, 'shutting down: readiness is 503, closing after the delay');
  if (times.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, times.delayMs));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), times.timeoutMs);
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), late]);
    if (outcome === 'timed-out') app.log.error({ timeoutMs: times.timeoutMs }, 'shutdown: the close took too long');
    else app.log.info('shutdown: closed, nothing in flight');
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
