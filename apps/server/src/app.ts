import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@gym/contracts/app-config';
import { NO_POSITION, isActiveClub } from '@gym/contracts/clubs';
import { apiPlugin } from './api';
import type { Config } from './config';
import { diskStorageDir } from './db/backup';
import { databaseLocation, databaseTimeouts } from './db/database-config';
import { AppError } from './lib/app-error';
import { type Clock, systemClock } from './lib/clock';
import { withRedactedLogs } from './lib/log-redaction';
import { PasswordHasher } from './lib/passwords';
import { startTracing } from './lib/tracing';
import { UsersRepository } from './modules/accounts/users';
import { ClubsRepository, ClubsService } from './modules/club/clubs';
import { PlansRepository, PlansService } from './modules/club/plans';
import type { ClubPagesService } from './modules/classes/club-pages';
import { healthRoutes } from './modules/system/health';
import { backupControlPlugin } from './plugins/backup-control';
import { billingPlugin } from './plugins/billing';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { jobsPlugin } from './plugins/jobs';
import { localePlugin } from './plugins/locale';
import { mailStoragePlugin } from './plugins/mail-storage';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { readinessPlugin } from './plugins/readiness';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { tracedRequestLoggers, tracingPlugin } from './plugins/tracing';
import { webAppManifestPlugin } from './plugins/web-app-manifest';
import { devMailRoutes } from './providers/mail/dev-mail.routes';

/**
 * What the server tells the SPA at run time (see the app-config contract). `billingOrigin` is known only once
 * the app listens (the sandbox provider's port), so the SPA plugin asks for this at each page.
 */
export function appConfigFor(config: Config, runtime: { billingOrigin: string }): AppConfig {
  return {
    brandName: config.BRAND_NAME,
    companySiteUrl: config.COMPANY_SITE_URL,
    supportEmail: config.SUPPORT_EMAIL,
    requestSigningKey: config.REQUEST_SIGNING_KEY,
    signupClientId: config.SIGNUP_CLIENT_ID,
    signupClientSecret: config.SIGNUP_CLIENT_SECRET,
    analyticsId: config.ANALYTICS_ID ?? null,
    signupRetentionDays: config.ABANDONED_SIGNUP_RETENTION_DAYS,
    billingOrigin: runtime.billingOrigin,
  };
}

/**
 * Builds the whole product as one Fastify instance. Plugins register in a fixed order:
 * external (security headers, errors, database, docs), then the SPA, then the signed API routes.
 * server.ts only listens; tests call buildApp and use inject.
 */
export async function buildApp(
  config: Config,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** What billing and scheduling read as now: the system clock unless a test moves time. */
    clock?: Clock;
    /** Tests: the spans go here (an in-memory exporter) rather than to OTEL_EXPORTER_OTLP_ENDPOINT. */
    spanExporter?: SpanExporter;
  } = {},
) {
  const tracing = startTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    exporter: options.spanExporter,
  });
  const app = Fastify({
    // Logged without secrets: the password links' tokens in URLs, the bound values of a failed query.
    logger: withRedactedLogs(options.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1_048_576,
    // The database plugin migrates and seeds (PGlite's first start compiles its wasm too): on a busy two-core
    // machine that passes Fastify's 10 s default, and on the slower kind 60 s (an e2e spec's second app, started
    // while both lanes ran), and the server would refuse to start. A start that truly hangs is still cut off.
    pluginTimeout: 180_000,
    // Longer than any path parameter a route accepts (their schemas cap them at 100), so that a long one gets
    // the schema's 400 in our envelope rather than the router's bare 414.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    // With tracing on, every log line of a request carries its trace id.
    ...(tracing ? { childLoggerFactory: tracedRequestLoggers(tracing.tracer) } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('passwords', new PasswordHasher(config.PASSWORD_HASH_COST));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(tracingPlugin, { tracing });
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(readinessPlugin);
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(localePlugin);
  await app.register(inputHygienePlugin);
  await app.register(databasePlugin, {
    ...databaseLocation(config),
    timeouts: databaseTimeouts(config),
    migrate: config.DATABASE_MIGRATE,
    seedDemoAccounts: config.SEED_DEMO_DATA,
    passwords: app.passwords,
    tracer: app.tracer,
  });
  await app.register(jobsPlugin, { enabled: config.JOBS === 'on' });
  await app.register(redisPlugin, { url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX });
  await app.register(mailStoragePlugin, { config });
  await app.register(backupControlPlugin, { dataDir: config.DATA_DIR, storageDir: diskStorageDir(config) });
  await app.register(openApiPlugin, { brandName: config.BRAND_NAME });
  await app.register(billingPlugin, { config });
  await app.register(realtimePlugin, { config, accounts: new UsersRepository(app.db) });
  await app.register(webAppManifestPlugin, { brandName: config.BRAND_NAME });
  // The prerendered pages show what the app would fetch: the same services the routes answer from.
  const clubs = new ClubsService(new ClubsRepository(app.db));
  const plans = new PlansService(new PlansRepository(app.db), clubs);
  // A club's own page is the classes domain's, built with the API below (api.ts hands it over); the prerender
  // asks for one only when a request comes, once both are registered.
  let clubPages: Pick<ClubPagesService, 'page'> | undefined;
  await app.register(spaPlugin, {
    distDir: config.WEB_DIST_DIR,
    appConfig: () => appConfigFor(config, { billingOrigin: app.billingOrigin }),
    // What the app's location step shows first: the same answer, filtered the same way (apps/web sort-locations).
    firstPageClubs: async () => (await clubs.sortByDistance(NO_POSITION)).filter(isActiveClub),
    clubPage: async (slug) => {
      try {
        const [[club], planInfo] = await Promise.all([clubs.getByName(slug), plans.forLocationName(slug)]);
        return { club, planInfo };
      } catch (error) {
        // A club that cannot be shown is the app's to say so ('club does not exist'), as it does for any other.
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    clubPlacePage: async (slug) => {
      if (!clubPages) return null;
      try {
        const [page, planInfo] = await Promise.all([clubPages.page(slug), plans.forLocationName(slug)]);
        return { page, planInfo };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(healthRoutes);
  // The development outbox: a browser page, unsigned like /docs, never in production (docs/decisions/0008).
  if (config.NODE_ENV !== 'production') await app.register(devMailRoutes);

  await app.register(apiPlugin, { config, onClubPages: (built) => (clubPages = built) });
  app.metrics.readFrom({
    pool: () => app.databasePool() ?? { inUse: 0, idle: 0, waiting: 0 },
    jobs: () => app.jobs.counts(),
    sockets: () => app.realtime.io.engine.clientsCount,
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock of the app (lib/clock.ts). */
    clock: Clock;
    /** Hashes and checks passwords at the configured cost (PASSWORD_HASH_COST). */
    passwords: PasswordHasher;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
