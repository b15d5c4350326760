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

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
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

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65_534).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Postgres connection string; without it the embedded PGlite database in DATA_DIR/db is used. */
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /**
     * Bounds on Postgres (docs/decisions/0022), so that a database that is down or frozen costs a request seconds,
     * not a hang: opening a connection (or waiting for a free one), one statement (the server cancels it; the
     * client gives up half a second later, when the connection itself is frozen), and an idle pooled connection.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
    /**
     * Tests only: a PGlite data-directory dump (dumpDataDir) that an in-memory database (DATA_DIR=memory://)
     * starts from instead of an empty one. The test harness sets it to a database migrated and seeded once per run.
     */
    PGLITE_TEMPLATE: optionalString,
    /** Where files (photos, signatures, PDFs, mail attachments) are kept; DATA_DIR/files when unset. */
    STORAGE_DIR: optionalString,
    /** Files in an S3-compatible bucket instead, shared by several servers (docs/decisions/0024). */
    STORAGE_URL: optionalString.pipe(storageUrlSchema.optional()),
    /** The bucket's key; unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a profile, an instance role). */
    STORAGE_ACCESS_KEY_ID: optionalString,
    STORAGE_SECRET_ACCESS_KEY: optionalString,
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    TRUST_PROXY: flag,
    REQUEST_SIGNING_KEY: z.string().min(16).default(DEV_SIGNING_KEY),
    JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
    SIGNUP_CLIENT_ID: z.string().min(1).default('ols-web'),
    SIGNUP_CLIENT_SECRET: z.string().min(8).default('ols-web-public-client'),
    SIGNUP_TOKEN_TTL_S: z.coerce.number().int().min(60).default(7200),
    /** Look-ups per minute per client address on the calls that reveal membership (check-user-exists, check-user). */
    SIGNUP_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Sign-in and password-reset requests per 15 minutes, per account and per client address (decisions.md item 12). */
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    BRAND_NAME: z.string().min(1).default('Bay Fit Clubs'),
    COMPANY_SITE_URL: z.url().default('https://example.com'),
    SUPPORT_EMAIL: z.email().default('support@example.com'),
    /** A GA4 measurement id: the page loads Google's tag and allows it in its CSP (docs/decisions/0038). Unset: off. */
    ANALYTICS_ID: optionalString.pipe(
      z.string().regex(MEASUREMENT_ID_PATTERN, 'must be a GA4 measurement id such as G-2B4C6D8E0F').optional(),
    ),
    /** Where people reach the app: links in e-mail (the set-password link) start with it. Default http://localhost:PORT. */
    PUBLIC_URL: optionalString.pipe(
      z
        .string()
        .refine(isOrigin, 'must be an origin such as https://join.example.com (no path, no trailing slash)')
        .optional(),
    ),
    /**
     * The text shown when a join's retry fails (GET /api/ols/get-submit-failure-data); HTML with a contact link.
     * Default: a sentence with a mailto link to SUPPORT_EMAIL.
     */
    JOIN_FAILURE_MESSAGE: optionalString.pipe(z.string().max(1000).optional()),
    /**
     * What a password hash costs (lib/passwords.ts): `standard`, argon2id at its defaults; `test-only-low` is
     * accepted with NODE_ENV=test only, where the suites sign in hundreds of times.
     */
    PASSWORD_HASH_COST: z
      .enum(Object.keys(PASSWORD_HASH_COSTS) as [PasswordHashCost, ...PasswordHashCost[]])
      .default('standard'),
    /** Demo accounts have passwords published in the README: on by default outside production only. */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    /**
     * The demo chain (db/demo-chain): some 2,000 members with fourteen months of history, seeded once on a first
     * start with the sandbox provider. On by default where the demo data is, except in tests (their figures are
     * exact); a database that has the chain keeps it.
     */
    SEED_DEMO_CHAIN: z.enum(['true', 'false']).optional(),
    /** The mail relay (smtp:// or smtps://); unset, mail goes to the outbox table, shown at /dev/mail outside production. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The From of every e-mail: an address, or 'Name <address>'; the brand name and SUPPORT_EMAIL when unset. */
    MAIL_FROM: optionalString.pipe(
      z
        .string()
        .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address or Name <address>')
        .optional(),
    ),
    BILLING_PROVIDER: z.enum(BILLING_PROVIDERS).default('sandbox'),
    /** The sandbox's card page port. Unset: PORT+1, or any free port when the app listens elsewhere (tests). */
    BILLING_SANDBOX_PORT: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(0).max(65_535).optional(),
    ),
    /**
     * The days after a declined autopay on which it is retried (comma-separated, increasing); a decline of the
     * last one suspends the membership (docs/decisions/0027). Empty: the first decline suspends.
     */
    BILLING_RETRY_DAYS: z
      .string()
      .default('3,7')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .map(Number),
      )
      .pipe(
        z
          .array(z.number().int().min(1).max(60))
          .max(10)
          .refine((days) => days.every((day, index) => index === 0 || day > days[index - 1]!), 'must increase'),
      ),
    /** The monthly fee of a frozen month, in cents (docs/decisions/0028); 0 bills nothing while frozen. */
    FREEZE_FEE_CENTS: z.coerce.number().int().min(0).max(100_000).default(1000),
    /**
     * How long a sign-up must be idle before the staff's follow-ups list it as abandoned (docs/decisions/0034), so a
     * visitor still in the wizard is not sent a reminder. 0 lists every unfinished one (the browser tests).
     */
    ABANDONED_SIGNUP_AFTER_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    /**
     * 'off' keeps this instance from working the job queue (plugins/jobs.ts): no scheduled billing run, no
     * reconciler every minute (their recovery when the app starts still runs). Tests that move the clock use it.
     */
    JOBS: z.enum(['on', 'off']).default('on'),
    /** The origins the app's pages are served from (comma-separated): the only parents the card frame accepts. */
    APP_ORIGINS: optionalString.pipe(originList.optional()),
    /**
     * Redis (redis:// or rediss://) shared by several server instances: the realtime channel's socket.io adapter
     * and the rate-limit counters. Unset: one process works alone, everything in memory.
     */
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /**
     * The start of every Redis key and channel this app uses: instances of one deployment share it; another app
     * (or a test run) on the same Redis uses its own.
     */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, : _ - (at most 40)')
      .default('gym:'),
    /** TURN servers for video calls (comma-separated turn:, turns: or stun: URLs); unset: the browsers connect directly. */
    TURN_URLS: optionalString.pipe(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(/^(turns?|stun):\S+$/, 'must be turn:, turns: or stun: URLs')).min(1))
        .optional(),
    ),
    /** 'send message' events per account per 10 s (docs/decisions/0015); raised only by the latency bench. */
    CHAT_SEND_LIMIT: z.coerce.number().int().min(1).default(CHAT_LIMITS.sendsPerWindow),
    /** Realtime handshakes per minute per account and per client address (docs/decisions/0021). */
    REALTIME_CONNECT_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
    REALTIME_CONNECT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
    /** Vaccine status uploads per member per hour, whatever ticket they come with (docs/decisions/0021). */
    VACCINE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(VACCINE_UPLOAD_LIMITS.uploadsPerWindow),
    /** coturn's static-auth-secret (use-auth-secret): signs the time-limited TURN credentials. */
    TURN_SECRET: optionalString.pipe(z.string().min(16).optional()),
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
  }));

export type Config = z.infer<typeof envSchema>;

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
