import type { FastifyInstance } from 'fastify';

/**
 * Runs a maintenance task once when the app is ready (recovery after a crash), then every `intervalMs`; never two
 * runs at once; stopped, and waited for, when the app closes. Failures are logged as `failure`, never fatal.
 */
export function scheduleRecurringTask(
  app: FastifyInstance,
  { task, intervalMs, failure }: { task: () => Promise<unknown>; intervalMs: number; failure: string },
) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
