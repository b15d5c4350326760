import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gym/contracts/messages';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../app';
import { testConfig } from '../test/app';
import { createScratchDatabase } from '../test/databases';
import { DEMO } from '../test/demo';
import { connect, listenOnFreePort } from '../test/realtime-client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Not a speed target (those are in bench/): a bound that only a hang passes, generous for a loaded machine. The app
 * runs with 2 s timeouts so the suite stays short; the defaults (3 s, 5 s) answer within a few seconds too.
 */
const ANSWER_BOUND_MS = 8000;

// The app reaches its scratch Postgres database through a TCP proxy that the tests cut and freeze.
(databaseUrl ? describe : describe.skip)(
  databaseUrl ? 'the database going away' : 'the database going away: skipped, TEST_DATABASE_URL is not set',
  () => {
    let app: App;
    let proxy: TcpProxy;
    let drop: (() => Promise<void>) | undefined;
    let memberToken: string;
    const timeouts = { DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '2000' };
    const signingKey = testConfig().REQUEST_SIGNING_KEY;

    beforeAll(async () => {
      const scratch = await createScratchDatabase(databaseUrl as string);
      drop = scratch.drop;
      proxy = await startTcpProxy(scratch.url);
      app = await buildApp(testConfig({ ...timeouts, DATABASE_URL: proxy.url }), { logger: false });
      memberToken = (await signIn()).json<{ token: string }>().token;
      expect(memberToken).toBeTruthy();
    }, 120_000);

    // A failed test leaves the line as it found it.
    afterEach(async () => {
      await proxy.restore();
    });

    afterAll(async () => {
      await app?.close();
      await proxy?.close();
      await drop?.();
    });

    const signed = async (options: InjectOptions & { method: string; url: string }) => {
      const headers = await signatureHeaders(signingKey, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } });
    };
    const signIn = () =>
      signed({ method: 'POST', url: '/auth', payload: { email: DEMO.member.email, password: DEMO.member.password } });
    const billing = () =>
      signed({ method: 'GET', url: '/billing', headers: { authorization: `Bearer ${memberToken}` } });

    const timed = async (request: () => Promise<LightMyRequestResponse>) => {
      const started = performance.now();
      const response = await request();
      return { response, elapsedMs: performance.now() - started };
    };

    const expectBrieflyUnavailable = async (request: () => Promise<LightMyRequestResponse>) => {
      const { response, elapsedMs } = await timed(request);
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable });
      expect(elapsedMs).toBeLessThan(ANSWER_BOUND_MS);
    };

    const expectNotReady = async () => {
      const { response, elapsedMs } = await timed(() => app.inject({ method: 'GET', url: '/health/ready' }));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect(elapsedMs).toBeLessThan(ANSWER_BOUND_MS);
      const compatible = await app.inject({ method: 'GET', url: '/health' });
      expect(compatible.statusCode).toBe(503);
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    };

    /**
     * Polls until sign-in and the billing page answer 200 again; the rounds that failed first. Counted in rounds,
     * not milliseconds: sign-in hashes a password, which a busy machine slows whatever the pool does.
     */
    const recovery = async () => {
      const started = performance.now();
      for (let failedRounds = 0; ; failedRounds += 1) {
        const [signInAnswer, billingAnswer] = [await signIn(), await billing()];
        if (signInAnswer.statusCode === 200 && billingAnswer.statusCode === 200) return failedRounds;
        if (performance.now() - started > 10_000) throw new Error(`not back: ${billingAnswer.statusCode}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('is ready while the database answers', async () => {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
      expect((await billing()).statusCode).toBe(200);
    });

    it('answers 503 with Retry-After, not 500, while the connection is cut, and recovers when it is back', async () => {
      await proxy.cut();
      await expectBrieflyUnavailable(signIn);
      await expectBrieflyUnavailable(billing);
      await expectNotReady();
      // The realtime handshake reads the token's account: a refusal the SPA retries, not the driver's message.
      const refused = await connect(await listenOnFreePort(app), memberToken).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable });

      await proxy.restore();
      // Broken connections are dropped and new ones open at once: the requests right after the line is back succeed
      // (one round may still meet a connection that broke as the line came back; a pool that kept them fails many).
      expect(await recovery()).toBeLessThanOrEqual(1);
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    }, 60_000);

    it('answers 503 within seconds, not a hang, while the database is frozen, and recovers when it is back', async () => {
      // Idle pooled connections exist (the previous test's requests): they freeze mid-use, new ones get no answer.
      expect((await billing()).statusCode).toBe(200);
      proxy.freeze();
      await expectBrieflyUnavailable(signIn);
      await expectBrieflyUnavailable(billing);
      await expectNotReady();

      await proxy.restore();
      expect(await recovery()).toBeLessThanOrEqual(1);
    }, 60_000);
  },
);
