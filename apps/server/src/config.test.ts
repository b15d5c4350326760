import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('parses an empty environment into the development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(REPO_ROOT, 'data'),
      WEB_DIST_DIR: path.join(REPO_ROOT, 'apps/web/dist'),
      TRUST_PROXY: false,
      SIGNUP_CLIENT_ID: 'ols-web',
      SIGNUP_CLIENT_SECRET: 'ols-web-public-client',
      SIGNUP_TOKEN_TTL_S: 7200,
      SIGNUP_LOOKUP_RATE_LIMIT: 20,
      BRAND_NAME: 'Bay Fit Clubs',
      COMPANY_SITE_URL: 'https://example.com',
      SUPPORT_EMAIL: 'support@example.com',
      SEED_DEMO_DATA: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ANALYTICS_ID).toBeUndefined();
    expect(config.REQUEST_SIGNING_KEY.length).toBeGreaterThanOrEqual(16);
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('finds the repository root from its own file', () => {
    expect(path.join(REPO_ROOT, 'apps/server/src/config.ts')).toBe(path.resolve(import.meta.dirname, 'config.ts'));
  });

  it('coerces numbers and flags', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: '1', SEED_DEMO_DATA: 'false', SIGNUP_TOKEN_TTL_S: '60' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.SIGNUP_TOKEN_TTL_S).toBe(60);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a look-up rate limit of at least one per minute', () => {
    expect(loadConfig({ SIGNUP_LOOKUP_RATE_LIMIT: '5' }).SIGNUP_LOOKUP_RATE_LIMIT).toBe(5);
    expect(configError({ SIGNUP_LOOKUP_RATE_LIMIT: '0' }).message).toMatch(/^ {2}SIGNUP_LOOKUP_RATE_LIMIT: /m);
    expect(configError({ SIGNUP_LOOKUP_RATE_LIMIT: 'many' }).message).toMatch(/^ {2}SIGNUP_LOOKUP_RATE_LIMIT: /m);
  });

  it('treats blank optional strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '  ', ANALYTICS_ID: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ANALYTICS_ID).toBeUndefined();
  });

  it('takes a GA4 measurement id as ANALYTICS_ID and names a malformed one', () => {
    expect(loadConfig({ ANALYTICS_ID: 'G-2B4C6D8E0F' }).ANALYTICS_ID).toBe('G-2B4C6D8E0F');
    for (const malformed of ['UA-12345-1', 'G-', 'g-2b4c6d8e0f', 'G-2B4C 6D8E', 'GTM-ABC1234', '<script>']) {
      expect(configError({ ANALYTICS_ID: malformed }).message).toMatch(
        /^ {2}ANALYTICS_ID: must be a GA4 measurement id such as G-2B4C6D8E0F$/m,
      );
    }
  });

  it('takes a Postgres URL and refuses another scheme', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/gym' }).DATABASE_URL).toBe('postgres://u@db:5432/gym');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/gym' }).DATABASE_URL).toBe('postgresql://u@db/gym');
    expect(configError({ DATABASE_URL: 'mysql://u@db/gym' }).message).toMatch(/^ {2}DATABASE_URL: /m);
  });

  it.each(['abc', '0', '65535', '3000.5'])('refuses PORT=%s and names PORT', (port) => {
    const error = configError({ PORT: port });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message.startsWith('Invalid configuration:\n')).toBe(true);
    expect(error.message).toMatch(/^ {2}PORT: /m);
    expect(error.message.split('\n')).toHaveLength(2);
  });

  it('refuses production without its own REQUEST_SIGNING_KEY and JWT_SECRET, naming both', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toContain('  REQUEST_SIGNING_KEY: must be set in production');
    expect(error.message).toContain('  JWT_SECRET: must be set in production');
  });

  it('refuses production with only one of the two secrets, naming the other', () => {
    const error = configError({ NODE_ENV: 'production', REQUEST_SIGNING_KEY: 'a-production-signing-key' });
    expect(error.message).not.toContain('REQUEST_SIGNING_KEY');
    expect(error.message).toContain('  JWT_SECRET: must be set in production');
  });

  it('accepts production with both secrets set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      REQUEST_SIGNING_KEY: 'a-production-signing-key',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
    });
    expect(config.NODE_ENV).toBe('production');
  });

  it('hashes passwords at the standard cost unless a test asks for the low one', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-only-low' }).PASSWORD_HASH_COST).toBe(
      'test-only-low',
    );
  });

  it.each(['production', 'development'])('refuses the low password cost with NODE_ENV=%s', (nodeEnv) => {
    const error = configError({
      NODE_ENV: nodeEnv,
      REQUEST_SIGNING_KEY: 'a-production-signing-key',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
      PASSWORD_HASH_COST: 'test-only-low',
    });
    expect(error.message).toContain(
      '  PASSWORD_HASH_COST: test-only-low is for tests only (NODE_ENV=test): real passwords get the standard cost',
    );
  });

  it('seeds the demo accounts by default outside production only', () => {
    const production = {
      NODE_ENV: 'production',
      REQUEST_SIGNING_KEY: 'a-production-signing-key',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
    };
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig(production).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(configError({ SEED_DEMO_DATA: 'yes' }).message).toMatch(/^ {2}SEED_DEMO_DATA: /m);
  });

  it('defaults the billing settings: the sandbox, beside PORT, for pages on localhost and 127.0.0.1', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4000' });
    expect(config.BILLING_PROVIDER).toBe('sandbox');
    expect(config.BILLING_SANDBOX_PORT).toBeUndefined();
    expect(config.APP_ORIGINS).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    // In development the Vite dev server's pages show the card frame too.
    expect(loadConfig({}).APP_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it('takes a sandbox port (0 for any) and a list of app origins', () => {
    expect(loadConfig({ BILLING_SANDBOX_PORT: '4001' }).BILLING_SANDBOX_PORT).toBe(4001);
    expect(loadConfig({ BILLING_SANDBOX_PORT: '0' }).BILLING_SANDBOX_PORT).toBe(0);
    expect(loadConfig({ BILLING_SANDBOX_PORT: ' ' }).BILLING_SANDBOX_PORT).toBeUndefined();
    expect(loadConfig({ APP_ORIGINS: 'https://join.example.com, http://localhost:8080 ,' }).APP_ORIGINS).toEqual([
      'https://join.example.com',
      'http://localhost:8080',
    ]);
  });

  it.each([
    ['BILLING_PROVIDER', 'stripe'],
    ['BILLING_SANDBOX_PORT', 'next'],
    ['BILLING_SANDBOX_PORT', '65536'],
    ['BILLING_SANDBOX_PORT', '3000'],
    ['APP_ORIGINS', 'http://localhost:3000/'],
    ['APP_ORIGINS', 'http://localhost:3000/join'],
    ['APP_ORIGINS', 'localhost:3000'],
    ['APP_ORIGINS', 'ftp://example.com'],
    ['APP_ORIGINS', ','],
  ])('refuses %s=%s and names it', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(new RegExp(`^ {2}${name}(\\.\\d+)?: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud', JWT_SECRET: 'short', NODE_ENV: 'staging' });
    for (const name of ['PORT', 'LOG_LEVEL', 'JWT_SECRET', 'NODE_ENV']) {
      expect(error.message).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    }
  });

  it('sends mail to the outbox unless SMTP_URL is set, from the brand unless MAIL_FROM is set', () => {
    const defaults = loadConfig({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.STORAGE_DIR).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('"Bay Fit Clubs" <support@example.com>');
    expect(loadConfig({ BRAND_NAME: 'The "Best" Gym', SUPPORT_EMAIL: 'hi@gym.test' }).MAIL_FROM).toBe(
      '"The \\"Best\\" Gym" <hi@gym.test>',
    );

    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Gym <no-reply@gym.test>',
      STORAGE_DIR: '/srv/files',
    });
    expect(config.SMTP_URL).toBe('smtps://user:secret@mail.example.com:465');
    expect(config.MAIL_FROM).toBe('Gym <no-reply@gym.test>');
    expect(config.STORAGE_DIR).toBe('/srv/files');
    expect(loadConfig({ SMTP_URL: ' ' }).SMTP_URL).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: 'no-reply@gym.test' }).MAIL_FROM).toBe('no-reply@gym.test');

    expect(configError({ SMTP_URL: 'http://mail.example.com' }).message).toMatch(/^ {2}SMTP_URL: /m);
    expect(configError({ MAIL_FROM: 'Gym' }).message).toMatch(/^ {2}MAIL_FROM: /m);
  });
});
