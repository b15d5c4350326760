import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { buildApp, type App } from '../app';
import { type Config, loadConfig } from '../config';
import type { Clock } from '../lib/clock';
import { TEMPLATE_PASSWORD_HASH_COST } from './template-settings';
import { createScratchDatabase } from './databases';

export type Engine = 'pglite' | 'postgres';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests run the scheduled work themselves, on their own clock; plugins/jobs.test.ts turns the queue on.
    JOBS: 'off',
    // Hundreds of sign-ins: argon2id at its lowest cost (lib/passwords.ts), which only NODE_ENV=test accepts.
    ...((overrides.NODE_ENV ?? 'test') === 'test' ? { PASSWORD_HASH_COST: TEMPLATE_PASSWORD_HASH_COST } : {}),
    ...overrides,
  });
}

export interface TestContext {
  app: App;
  config: Config;
  engine: Engine;
  /** inject() with a valid request signature. */
  signed(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse>;
  /** signed() with a sign-up access token from POST /ols-account/generate-token as the bearer token. */
  signup(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse>;
  /** POST /auth (a demo account, or one a test made); the member token it answers with. */
  login(email: string, password: string, idCA?: string): Promise<string>;
  /** signed() with a member token as the bearer token. */
  asMember(token: string, options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse>;
}

export interface TestAppOptions {
  /** The app's logger; off by default. A test that reads the log passes { level, stream }. */
  logger?: FastifyServerOptions['logger'];
  /** The app's clock (lib/clock.ts); the system clock by default. */
  clock?: Clock;
  /** Where the app's spans go (an InMemorySpanExporter): tracing on, as OTEL_EXPORTER_OTLP_ENDPOINT turns it on. */
  spanExporter?: SpanExporter;
}

/**
 * Starts the whole app on a fresh database of the given engine; stops and drops it afterwards.
 * When the app seeds the demo data into a new database, that database starts as a copy of one the server
 * project's global setup migrated and seeded once (test/global-setup.ts): the same content, seconds sooner.
 */
export async function startTestApp(
  engine: Engine,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const requested = testConfig(overrides);
  // The templates' demo passwords are hashed at the tests' cost: an app of another cost seeds its own database.
  const template =
    !requested.SEED_DEMO_DATA || requested.PASSWORD_HASH_COST !== TEMPLATE_PASSWORD_HASH_COST
      ? undefined
      : engine === 'postgres'
        ? inject('postgresTemplate')
        : requested.NODE_ENV === 'test' && requested.DATA_DIR === 'memory://' && !requested.DATABASE_URL
          ? inject('pgliteTemplate')
          : undefined;
  const scratch =
    engine === 'postgres' ? await createScratchDatabase(requiredEnv('TEST_DATABASE_URL'), { template }) : undefined;
  const config = testConfig({
    ...overrides,
    ...(engine === 'pglite' && template ? { PGLITE_TEMPLATE: template } : {}),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const app = await buildApp(config, {
    logger: options.logger ?? false,
    clock: options.clock,
    spanExporter: options.spanExporter,
  });
  let signupToken: Promise<string> | undefined;
  const context: TestContext = {
    app,
    config,
    engine,
    async signed(options) {
      const headers = await signatureHeaders(config.REQUEST_SIGNING_KEY, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } });
    },
    async signup(options) {
      signupToken ??= context
        .signed({
          method: 'POST',
          url: '/ols-account/generate-token',
          payload: { clientId: config.SIGNUP_CLIENT_ID, clientSecret: config.SIGNUP_CLIENT_SECRET },
        })
        .then((response) => response.json<{ data: { accessToken: string } }>().data.accessToken);
      const authorization = `Bearer ${await signupToken}`;
      return context.signed({ ...options, headers: { authorization, ...(options.headers ?? {}) } });
    },
    async login(email, password, idCA) {
      const response = await context.signed({ method: 'POST', url: '/auth', payload: { email, password, idCA } });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    asMember(token, options) {
      return context.signed({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } });
    },
  };
  return {
    context,
    async stop() {
      await app.close();
      await scratch?.drop();
    },
  };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * Runs the same suite on PGlite and, when TEST_DATABASE_URL is set, on real Postgres.
 * Without it the Postgres half is skipped and says why. `overrides` are environment variables for the app.
 */
export function describeEachDatabase(
  name: string,
  suite: (context: () => TestContext) => void,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const engines: Engine[] = ['pglite', 'postgres'];
  for (const engine of engines) {
    const available = engine === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);
    const title = available ? `${name} [${engine}]` : `${name} [postgres: skipped, TEST_DATABASE_URL is not set]`;
    (available ? describe : describe.skip)(title, () => {
      let current: Awaited<ReturnType<typeof startTestApp>> | undefined;
      beforeAll(async () => {
        current = await startTestApp(engine, overrides, options);
      });
      afterAll(async () => {
        await current?.stop();
      });
      suite(() => {
        if (!current) throw new Error('test app not started');
        return current.context;
      });
    });
  }
}
