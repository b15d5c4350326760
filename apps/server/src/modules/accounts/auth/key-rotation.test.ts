import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../../../app';
import { ConfigError, loadConfig } from '../../../config';
import { TokenService, keyId } from '../../../lib/tokens';
import { testConfig } from '../../../test/app';
import { createScratchDatabase } from '../../../test/databases';
import { DEMO } from '../../../test/demo';
import { connect, listenOnFreePort } from '../../../test/realtime-client';

const OLD = 'the-old-secret-that-signed-last-week-000';
const NEW = 'the-new-secret-after-the-rotation-111111';

const baseUrl = process.env.TEST_DATABASE_URL;

/** Restarts of one deployment on one Postgres database, as an operator rotates JWT_SECRET (docs/deploy.md). */
describe.skipIf(!baseUrl)('rotating JWT_SECRET with members signed in', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!, { template: inject('postgresTemplate') });
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  const start = (env: Record<string, string>) =>
    buildApp(testConfig({ DATABASE_URL: scratch.url, ...env }), { logger: false });

  async function signed(app: App, method: string, url: string, token?: string, payload?: object) {
    const headers = await signatureHeaders(testConfig().REQUEST_SIGNING_KEY, method, url);
    return app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }
  const signIn = async (app: App) =>
    (await signed(app, 'POST', '/auth', undefined, { email: DEMO.member.email, password: DEMO.member.password })).json<{
      token: string;
    }>().token;
  const profile = (app: App, token: string) => signed(app, 'GET', '/contacts/profile', token);

  it('keeps a member signed in before the rotation signed in after it, and signs them out once the old key is removed', async () => {
    const before = await start({ JWT_SECRET: OLD });
    let oldToken: string;
    try {
      oldToken = await signIn(before);
      expect(decodeProtectedHeader(oldToken).kid).toBe(keyId(OLD));
      expect((await profile(before, oldToken)).statusCode).toBe(200);
    } finally {
      await before.close();
    }

    // Restarted with the new secret and the old one as a previous secret: the member is still signed in, on the
    // API and on the realtime channel; a new sign-in gets the new key.
    const rotated = await start({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRETS: OLD });
    let newToken: string;
    try {
      expect((await profile(rotated, oldToken)).statusCode).toBe(200);
      const socket = await connect(await listenOnFreePort(rotated), oldToken);
      expect(socket.connected).toBe(true);
      socket.disconnect();
      // A token the app hands back for an old one (a new favourite club) is signed with the new key.
      const reissued = await signed(rotated, 'POST', '/auth/favorite', oldToken, { favoriteLocation: '104' });
      expect(reissued.statusCode).toBe(200);
      expect(decodeProtectedHeader(reissued.json<{ token: string }>().token).kid).toBe(keyId(NEW));
      newToken = await signIn(rotated);
      expect(decodeProtectedHeader(newToken).kid).toBe(keyId(NEW));
      expect((await profile(rotated, newToken)).statusCode).toBe(200);
      // A token of a key this deployment never had: refused.
      const stranger = await new TokenService('a-secret-this-server-never-had-22222222').sign(
        { sv: 0 },
        'member',
        3600,
        decodeProtectedHeader(oldToken).kid,
      );
      expect((await profile(rotated, stranger)).statusCode).toBe(401);
      // A member signed in on the previous release, whose tokens carried no key id: still signed in.
      const { iat, exp, ...claims } = decodeJwt(oldToken);
      const previousRelease = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(iat!)
        .setExpirationTime(exp!)
        .sign(new TextEncoder().encode(OLD));
      expect(decodeProtectedHeader(previousRelease).kid).toBeUndefined();
      expect((await profile(rotated, previousRelease)).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }

    // The grace period over, the old key removed: its tokens are refused, on the API and on the socket.
    const after = await start({ JWT_SECRET: NEW });
    try {
      expect((await profile(after, oldToken)).statusCode).toBe(401);
      await expect(connect(await listenOnFreePort(after), oldToken)).rejects.toThrow();
      expect((await profile(after, newToken)).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  }, 120_000);
});

describe('JWT_PREVIOUS_SECRETS', () => {
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error('accepted');
  };

  it('is a comma-separated list of secrets of 32+ characters, none the current one', () => {
    expect(loadConfig({}).JWT_PREVIOUS_SECRETS).toEqual([]);
    expect(
      loadConfig({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRETS: ` ${OLD} , ${OLD.replace('0', '9')}` }).JWT_PREVIOUS_SECRETS,
    ).toEqual([OLD, OLD.replace('0', '9')]);
    expect(configError({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRETS: 'short' })).toMatch(
      /JWT_PREVIOUS_SECRETS\.0: each secret must have 32\+ characters/,
    );
    const production = { NODE_ENV: 'production', REQUEST_SIGNING_KEY: 'a-production-signing-key', JWT_SECRET: NEW };
    expect(configError({ ...production, JWT_PREVIOUS_SECRETS: `${OLD},${NEW}` })).toMatch(
      /JWT_PREVIOUS_SECRETS: must not repeat JWT_SECRET/,
    );
    expect(
      configError({ ...production, JWT_PREVIOUS_SECRETS: 'dev-jwt-secret-change-me-to-32-chars-or-more' }),
    ).toMatch(/JWT_PREVIOUS_SECRETS: must not hold the development secret in production/);
    expect(loadConfig({ ...production, JWT_PREVIOUS_SECRETS: OLD }).JWT_PREVIOUS_SECRETS).toEqual([OLD]);
  });
});
