import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { shutDownGracefully } from './lib/graceful-shutdown';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    try {
      const outcome = await shutDownGracefully(app, signal, {
        delayMs: config.SHUTDOWN_DELAY_MS,
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      });
      process.exit(outcome === 'closed' ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\n  ${config.BRAND_NAME} is running at http://${shownHost}:${config.PORT}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
