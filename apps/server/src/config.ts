import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MEASUREMENT_ID_PATTERN } from '@gym/contracts/analytics';
import { CHAT_LIMITS } from '@gym/contracts/chat';
import type { Locale } from '@gym/contracts/i18n/locales';
import { VACCINE_UPLOAD_LIMITS } from '@gym/contracts/vaccine';
import { PASSWORD_HASH_COSTS, type PasswordHashCost } from './lib/passwords';
import { storageUrlSchema, storageVariableIssues } from './providers/storage/s3-location';

/** The repository root, so that ./data and the SPA build resolve the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_SIGNING_KEY = 'dev-request-signing-key-change-me';
const DEV_JWT_SECRET = 'dev-jwt-secret-change-me-to-32-chars-or-more';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Billing provider adapters (docs/decisions/0007). Only the built-in sandbox exists so far. */
export const BILLING_PROVIDERS = ['sandbox'] as const;

/** The Vite dev server (apps/web/vite.config.ts): its pages show the card frame in development. */
const VITE_DEV_PORT = 5173;

/** Scheme, host and port only, exactly as a browser's window.location.origin spells it. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A comma-separated variable's items, trimmed, the empty ones dropped. */
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const originList = z
  .string()
  .transform(commaSeparated)
  .pipe(
    z
      .array(
        z.string().refine(isOrigin, 'must be an origin such as http://localhost:3000 (no path, no trailing slash)'),
      )
      .min(1),
  );

function defaultAppOrigins(port: number, nodeEnv: string): string[] {
  const ports = nodeEnv === 'development' ? [port, VITE_DEV_PORT] : [port];
  return ports.flatMap((value) => [`http://localhost:${value}`, `http://127.0.0.1:${value}`]);
}

/**
 * A variable's entry in docs/deploy.md's table (scripts/environment-table.ts reads it back from the schema):
 * what it means, and its default as the guide prints it when the schema's own value is not that (a computed or
 * machine-specific one). Every variable has one; the table's test fails when the guide and the schema differ.
 */
function about(description: string, shownDefault?: string): { description: string; shownDefault?: string } {
  return shownDefault === undefined ? { description } : { description, shownDefault };
}

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .meta(about('`production` for a real deployment: its own secrets required, no demo accounts, no /dev/mail')),
    HOST: z.string().default('0.0.0.0').meta(about('the address the server listens on')),
    PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65_534)
      .default(3000)
      .meta(about('the port the server listens on (the billing sandbox takes PORT+1)')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .meta(about('pino log level')),
    DATABASE_URL: optionalString
      .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional())
      .meta(
        about('PostgreSQL 15+ connection string; unset, the embedded PGlite database in DATA_DIR/db', 'unset (PGlite)'),
      ),
    DATABASE_MIGRATE: z
      .enum(['on-start', 'never'])
      .default('on-start')
      .meta(
        about(
          '`on-start`: the instance migrates and seeds before serving; `never`: `npm run migrate` does, as a step before a rollout, and an instance refuses to start on a database whose migrations are behind its own',
        ),
      ),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(3000)
      .meta(
        about(
          'Postgres: opening a connection or waiting for a free one, so that a database that is down costs a request seconds, not a hang (docs/decisions/0022)',
        ),
      ),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(5000)
      .meta(about('Postgres: one statement (the server cancels it; the client gives up half a second later)')),
    DATABASE_IDLE_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(3_600_000)
      .default(10_000)
      .meta(about('Postgres: how long an idle pooled connection is kept')),
    DATA_DIR: z
      .string()
      .default(path.join(REPO_ROOT, 'data'))
      .meta(
        about(
          'the embedded database (DATA_DIR/db) and files (DATA_DIR/files); back it up with `npm run backup`',
          '`./data` (repository root)',
        ),
      ),
    PGLITE_TEMPLATE: optionalString.meta(
      about(
        'tests only: a PGlite data-directory dump (dumpDataDir) an in-memory database (DATA_DIR=memory://) starts from; refused unless NODE_ENV=test',
      ),
    ),
    STORAGE_DIR: optionalString.meta(
      about('where files (photos, signatures, PDFs, mail attachments) are kept on disk', 'unset (DATA_DIR/files)'),
    ),
    STORAGE_URL: optionalString
      .pipe(storageUrlSchema.optional())
      .meta(
        about(
          'files in an S3-compatible bucket shared by several instances instead of the disk, `s3://bucket/prefix?endpoint=…&region=…` (docs/decisions/0024)',
          'unset (the disk)',
        ),
      ),
    STORAGE_ACCESS_KEY_ID: optionalString.meta(
      about(
        "the bucket's access key id, with STORAGE_SECRET_ACCESS_KEY (both or neither)",
        "unset (the AWS SDK's own chain: AWS_* variables, a profile, an instance role)",
      ),
    ),
    STORAGE_SECRET_ACCESS_KEY: optionalString.meta(about("the bucket's secret access key, with STORAGE_ACCESS_KEY_ID")),
    WEB_DIST_DIR: z
      .string()
      .default(path.join(REPO_ROOT, 'apps/web/dist'))
      .meta(about('the built web app the server serves', '`apps/web/dist` (repository root)')),
    TRUST_PROXY: flag.meta(about('`true` behind a load balancer: honour X-Forwarded-For', 'false')),
    REQUEST_SIGNING_KEY: z
      .string()
      .min(16)
      .default(DEV_SIGNING_KEY)
      .meta(
        about('HMAC key of the API request signatures, 16+ characters; required in production', 'a development key'),
      ),
    JWT_SECRET: z
      .string()
      .min(32)
      .default(DEV_JWT_SECRET)
      .meta(
        about(
          "the key that signs access tokens (their kid: its SHA-256, 8 hex characters), 32+ characters; required in production; also derives the referral codes' key",
          'a development secret',
        ),
      ),
    JWT_PREVIOUS_SECRETS: optionalString
      .pipe(
        z
          .string()
          .transform(commaSeparated)
          .pipe(z.array(z.string().min(32, 'each secret must have 32+ characters')).min(1))
          .optional(),
      )
      .meta(
        about(
          "former JWT_SECRETs (comma-separated) whose tokens and referral codes are still accepted, so a rotation signs nobody out; keep one for at least 12 hours (the member token's lifetime) after it was replaced",
          'unset',
        ),
      ),
    SIGNUP_CLIENT_ID: z.string().min(1).default('ols-web').meta(about("the web app's sign-up client id")),
    SIGNUP_CLIENT_SECRET: z
      .string()
      .min(8)
      .default('ols-web-public-client')
      .meta(about("the web app's sign-up client secret (public: the web app holds it)")),
    SIGNUP_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .min(60)
      .default(7200)
      .meta(about("lifetime in seconds of a visitor's sign-up access token (docs/decisions/0005)")),
    SIGNUP_LOOKUP_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .default(20)
      .meta(about('e-mail look-ups per minute per client address (they reveal membership)')),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .meta(about('sign-in and password-reset requests per 15 minutes per account (docs/decisions/0010)')),
    LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .meta(about('sign-in and password-reset requests per 15 minutes per client address')),
    BRAND_NAME: z.string().min(1).default('Bay Fit Clubs').meta(about('the brand shown in the product and e-mail')),
    COMPANY_SITE_URL: z.url().default('https://example.com').meta(about("the company's own site, linked from the app")),
    SUPPORT_EMAIL: z.email().default('support@example.com').meta(about('the address members are told to write to')),
    ANALYTICS_ID: optionalString
      .pipe(z.string().regex(MEASUREMENT_ID_PATTERN, 'must be a GA4 measurement id such as G-2B4C6D8E0F').optional())
      .meta(
        about(
          "a GA4 measurement id: the page loads Google's tag and allows it in its CSP (docs/decisions/0038)",
          'unset (off)',
        ),
      ),
    PUBLIC_URL: optionalString
      .pipe(
        z
          .string()
          .refine(isOrigin, 'must be an origin such as https://join.example.com (no path, no trailing slash)')
          .optional(),
      )
      .meta(about('where people reach the app; links in e-mail start with it', '`http://localhost:PORT`')),
    JOIN_FAILURE_MESSAGE: optionalString
      .pipe(z.string().max(1000).optional())
      .meta(
        about(
          "the text (HTML with a contact link) shown when a join's retry fails",
          'a sentence with a mailto link to SUPPORT_EMAIL',
        ),
      ),
    PASSWORD_HASH_COST: z
      .enum(Object.keys(PASSWORD_HASH_COSTS) as [PasswordHashCost, ...PasswordHashCost[]])
      .default('standard')
      .meta(about("argon2id at its defaults; `test-only-low` (the test suites' cost) is refused unless NODE_ENV=test")),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .optional()
      .meta(about('seed the demo accounts, whose passwords the README publishes', 'true outside production')),
    SEED_DEMO_CHAIN: z
      .enum(['true', 'false'])
      .optional()
      .meta(
        about(
          'seed the demo chain once on a first start (2,000 members and their history; needs the sandbox billing provider)',
          'true in development with the demo data, false in tests and production',
        ),
      ),
    SMTP_URL: optionalString
      .pipe(z.url({ protocol: /^smtps?$/ }).optional())
      .meta(
        about(
          'the mail relay, `smtp://` or `smtps://user:password@host:port`',
          'unset (the outbox table, shown at /dev/mail outside production)',
        ),
      ),
    MAIL_FROM: optionalString
      .pipe(
        z
          .string()
          .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address or Name <address>')
          .optional(),
      )
      .meta(about('the From of every e-mail: an address or `Name <address>`', 'BRAND_NAME and SUPPORT_EMAIL')),
    BILLING_PROVIDER: z
      .enum(BILLING_PROVIDERS)
      .default('sandbox')
      .meta(about('the card provider; only the built-in sandbox exists (docs/decisions/0007)')),
    BILLING_SANDBOX_PORT: optionalString
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(65_535).optional())
      .meta(about("the sandbox's card page port (its own origin); 0 for any free port", 'PORT+1')),
    BILLING_RETRY_DAYS: z
      .string()
      .default('3,7')
      .transform((value) => commaSeparated(value).map(Number))
      .pipe(
        z
          .array(z.number().int().min(1).max(60))
          .max(10)
          .refine((days) => days.every((day, index) => index === 0 || day > days[index - 1]!), 'must increase'),
      )
      .meta(
        about(
          'the days after a declined autopay on which it is retried (comma-separated, increasing); a decline of the last one suspends the membership, empty: the first does (docs/decisions/0027)',
        ),
      ),
    FREEZE_FEE_CENTS: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .default(1000)
      .meta(about('the monthly fee of a frozen month, in cents; 0 bills nothing while frozen (docs/decisions/0028)')),
    ABANDONED_SIGNUP_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_080)
      .default(60)
      .meta(
        about(
          "how long a sign-up must be idle before the staff's follow-ups list it as abandoned; 0 lists every unfinished one (docs/decisions/0034)",
        ),
      ),
    ABANDONED_SIGNUP_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(90)
      .meta(
        about(
          "the days an abandoned sign-up's personal data is kept: a daily job deletes what one idle longer left (its tracking row, cards and declined join runs) (docs/decisions/0054)",
        ),
      ),
    JOBS: z
      .enum(['on', 'off'])
      .default('on')
      .meta(
        about(
          '`off` keeps this instance from working the job queue: no scheduled billing run, no reconcilers (their recovery at start still runs)',
        ),
      ),
    APP_ORIGINS: optionalString
      .pipe(originList.optional())
      .meta(
        about(
          "the origins the app's pages are served from (comma-separated): the only parents the card frame accepts",
          'localhost and 127.0.0.1 at PORT (and 5173 in development)',
        ),
      ),
    REDIS_URL: optionalString
      .pipe(z.url({ protocol: /^rediss?$/ }).optional())
      .meta(
        about(
          "Redis (`redis://` or `rediss://`) shared by several instances: the realtime channel's adapter and the rate-limit counters",
          'unset (one instance alone, in memory)',
        ),
      ),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, : _ - (at most 40)')
      .default('gym:')
      .meta(
        about(
          'the start of every Redis key and channel: the same for all instances of one deployment, its own per app',
        ),
      ),
    TURN_URLS: optionalString
      .pipe(
        z
          .string()
          .transform(commaSeparated)
          .pipe(z.array(z.string().regex(/^(turns?|stun):\S+$/, 'must be turn:, turns: or stun: URLs')).min(1))
          .optional(),
      )
      .meta(
        about(
          'TURN servers for video calls (comma-separated `turn:`, `turns:` or `stun:` URLs), with TURN_SECRET (docs/decisions/0016)',
          'unset (the browsers connect directly)',
        ),
      ),
    CHAT_SEND_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .default(CHAT_LIMITS.sendsPerWindow)
      .meta(about('messages per account per 10 s (docs/decisions/0015)')),
    REALTIME_CONNECT_LIMIT_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .meta(about('realtime handshakes per minute per account (docs/decisions/0021)')),
    REALTIME_CONNECT_LIMIT_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .default(300)
      .meta(about('realtime handshakes per minute per client address, bad tokens included')),
    VACCINE_UPLOADS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(VACCINE_UPLOAD_LIMITS.uploadsPerWindow)
      .meta(about('vaccine status uploads per member per hour, whatever ticket they come with (docs/decisions/0021)')),
    TURN_SECRET: optionalString
      .pipe(z.string().min(16).optional())
      .meta(about("coturn's static-auth-secret (use-auth-secret): signs the time-limited TURN credentials")),
    METRICS_TOKEN: optionalString
      .pipe(z.string().min(24, 'must be at least 24 characters').optional())
      .meta(
        about(
          'the bearer token Prometheus sends to scrape GET /metrics (docs/decisions/0056); unset, there is no /metrics',
          'unset (no metrics endpoint)',
        ),
      ),
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString
      .pipe(z.url({ protocol: /^https?$/ }).optional())
      .meta(
        about(
          "an OpenTelemetry collector's OTLP/HTTP base URL (spans go to its /v1/traces; OTEL_EXPORTER_OTLP_HEADERS adds headers); unset, nothing is traced",
          'unset (no tracing)',
        ),
      ),
    OTEL_SERVICE_NAME: z.string().min(1).default('gym-server').meta(about("the traces' service.name")),
    SHUTDOWN_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(0)
      .meta(
        about(
          'on SIGTERM, how long the server goes on serving while its readiness answers 503, so the load balancer stops sending before it closes (5000 or more behind one)',
        ),
      ),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(600_000)
      .default(30_000)
      .meta(
        about(
          'on SIGTERM, how long in-flight requests, jobs and sockets get to finish before the process exits anyway',
        ),
      ),
  })
  .superRefine((env, ctx) => {
    if (env.BILLING_SANDBOX_PORT !== undefined && env.BILLING_SANDBOX_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['BILLING_SANDBOX_PORT'], message: 'must differ from PORT' });
    if (Boolean(env.TURN_URLS) !== Boolean(env.TURN_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.TURN_URLS ? 'TURN_SECRET' : 'TURN_URLS'],
        message: 'TURN_URLS and TURN_SECRET go together',
      });
    for (const issue of storageVariableIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
    if (env.PGLITE_TEMPLATE !== undefined && (env.NODE_ENV !== 'test' || env.DATA_DIR !== 'memory://'))
      ctx.addIssue({
        code: 'custom',
        path: ['PGLITE_TEMPLATE'],
        message: 'is for tests only: NODE_ENV=test and DATA_DIR=memory://',
      });
    if (env.PASSWORD_HASH_COST !== 'standard' && env.NODE_ENV !== 'test')
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `${env.PASSWORD_HASH_COST} is for tests only (NODE_ENV=test): real passwords get the standard cost`,
      });
    // The development defaults are public; a production server must be given its own secrets.
    for (const previous of env.JWT_PREVIOUS_SECRETS ?? []) {
      if (previous === env.JWT_SECRET)
        ctx.addIssue({ code: 'custom', path: ['JWT_PREVIOUS_SECRETS'], message: 'must not repeat JWT_SECRET' });
      if (previous === DEV_JWT_SECRET && env.NODE_ENV === 'production')
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_PREVIOUS_SECRETS'],
          message: 'must not hold the development secret in production',
        });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.REQUEST_SIGNING_KEY === DEV_SIGNING_KEY)
      ctx.addIssue({ code: 'custom', path: ['REQUEST_SIGNING_KEY'], message: 'must be set in production' });
    if (env.JWT_SECRET === DEV_JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
  })
  .transform((env) => ({
    ...env,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO_DATA === 'true',
    SEED_DEMO_CHAIN:
      env.SEED_DEMO_CHAIN === undefined
        ? env.NODE_ENV === 'development' && env.SEED_DEMO_DATA !== 'false'
        : env.SEED_DEMO_CHAIN === 'true',
    MAIL_FROM: env.MAIL_FROM ?? `"${env.BRAND_NAME.replace(/["\\]/g, '\\$&')}" <${env.SUPPORT_EMAIL}>`,
    APP_ORIGINS: env.APP_ORIGINS ?? defaultAppOrigins(env.PORT, env.NODE_ENV),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    JOIN_FAILURE_MESSAGE: env.JOIN_FAILURE_MESSAGE ?? defaultJoinFailureMessage(env.SUPPORT_EMAIL),
    JWT_PREVIOUS_SECRETS: env.JWT_PREVIOUS_SECRETS ?? [],
  }));

export type Config = z.infer<typeof envSchema>;

/** The variables as given (before the defaults that depend on others): docs/deploy.md's table is made from it. */
export const environmentVariables = envSchema.in;

/** JOIN_FAILURE_MESSAGE when it is not set: a sentence with a mailto link to SUPPORT_EMAIL. */
export function defaultJoinFailureMessage(supportEmail: string, locale: Locale = 'en'): string {
  const link = `<a href="mailto:${supportEmail}">${supportEmail}</a>`;
  return locale === 'en'
    ? `We could not complete your sign-up. Please contact us at ${link}.`
    : `No pudimos completar su inscripción. Comuníquese con nosotros en ${link}.`;
}

/**
 * The join's failure text in each language (docs/decisions/0039): the default one is said in Spanish too; a text
 * the operator set in JOIN_FAILURE_MESSAGE is shown as they wrote it, whatever the language.
 */
export function joinFailureMessages(
  config: Pick<Config, 'JOIN_FAILURE_MESSAGE' | 'SUPPORT_EMAIL'>,
): Record<Locale, string> {
  const isDefault = config.JOIN_FAILURE_MESSAGE === defaultJoinFailureMessage(config.SUPPORT_EMAIL);
  return {
    en: config.JOIN_FAILURE_MESSAGE,
    es: isDefault ? defaultJoinFailureMessage(config.SUPPORT_EMAIL, 'es') : config.JOIN_FAILURE_MESSAGE,
  };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
