import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../app';
import { testConfig } from '../test/app';
import { DEMO } from '../test/demo';
import { connect, listenOnFreePort, nextEvent, type TestSocket, userIdOf } from '../test/realtime-client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const redisUrl = process.env.TEST_REDIS_URL;

/** A bound only a hang passes (speed targets are in bench/). */
const ANSWER_BOUND_MS = 3000;
const ACCOUNT_LIMIT = 3;

// The app reaches Redis through a TCP proxy the tests cut (docs/decisions/0022: what each use does then).
(redisUrl ? describe : describe.skip)(
  redisUrl ? 'Redis going away' : 'Redis going away: skipped, TEST_REDIS_URL is not set',
  () => {
    // This run's keys and channels only, removed afterwards.
    const prefix = `gym-test-away-${randomBytes(4).toString('hex')}:`;
    const signingKey = testConfig().REQUEST_SIGNING_KEY;
    let app: App;
    let origin: string;
    let proxy: TcpProxy;
    let direct: Redis;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      direct = new Redis(redisUrl as string);
      proxy = await startTcpProxy(redisUrl as string);
      app = await buildApp(
        testConfig({
          REDIS_URL: proxy.url,
          REDIS_KEY_PREFIX: prefix,
          LOGIN_RATE_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT),
        }),
        { logger: false },
      );
      origin = await listenOnFreePort(app);
    }, 120_000);

    afterEach(async () => {
      await proxy.restore();
    });

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await app?.close();
      await proxy?.close();
      const keys = await direct.keys(`${prefix}*`);
      if (keys.length > 0) await direct.del(...keys);
      direct.disconnect();
    });

    const signed = async (options: InjectOptions & { method: string; url: string }) => {
      const headers = await signatureHeaders(signingKey, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } });
    };
    const wrongPassword = async (email: string) => {
      const started = performance.now();
      const response = await signed({ method: 'POST', url: '/auth', payload: { email, password: 'Wrong123!' } });
      expect(performance.now() - started).toBeLessThan(ANSWER_BOUND_MS);
      return response;
    };
    const login = async (email: string, password: string) =>
      (await signed({ method: 'POST', url: '/auth', payload: { email, password } })).json<{ token: string }>().token;
    const waitUntilReady = async () => {
      const started = performance.now();
      while ((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode !== 200) {
        if (performance.now() - started > 10_000) throw new Error('Redis not back within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('counts sign-in attempts on this instance alone while Redis is cut: still limited, never a 5xx or a hang', async () => {
      await proxy.cut();
      for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
        expect((await wrongPassword(DEMO.staff.email)).statusCode).toBe(404);
      }
      const refused = await wrongPassword(DEMO.staff.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: LOGIN_MESSAGES.throttled });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers within seconds, not a hang, while Redis is frozen (connected but silent)', async () => {
      proxy.freeze();
      // Each of sign-in's two counts waits for Redis at most a second, then counts here.
      const started = performance.now();
      const response = await signed({
        method: 'POST',
        url: '/auth',
        payload: {
          email: DEMO.familyPrimary.email,
          password: 'Wrong123!',
          idCA: String(DEMO.familyPrimary.memberNumber),
        },
      });
      expect(response.statusCode).toBe(404);
      expect(performance.now() - started).toBeLessThan(ANSWER_BOUND_MS + 2000);
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ database: 'ok', redis: 'unavailable' });
    });

    it('is not ready while Redis is cut, and says so; it is alive', async () => {
      await proxy.cut();
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await proxy.restore();
      await waitUntilReady();
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
        status: 'ok',
        database: 'ok',
        redis: 'ok',
      });
    });

    it('delivers messages and admits connections on this instance while Redis is cut', async () => {
      const memberToken = await login(DEMO.member.email, DEMO.member.password);
      const trainerToken = await login(DEMO.trainer.email, DEMO.trainer.password);
      const trainer = await connect(origin, trainerToken);
      sockets.push(trainer);

      await proxy.cut();
      // The handshake's limits count here for now; the member comes online for the trainer (local presence).
      const online = nextEvent(trainer, 'online', (event) => event.userId === userIdOf(memberToken) && event.online);
      const member = await connect(origin, memberToken);
      sockets.push(member);
      await online;

      const atTrainer = nextEvent(trainer, 'message');
      const sent = await member.timeout(ANSWER_BOUND_MS).emitWithAck('send message', {
        receiverUserId: userIdOf(trainerToken),
        text: 'While Redis is away',
      });
      expect(sent.success).toBe(true);
      expect(await atTrainer).toMatchObject({ text: 'While Redis is away' });
    });

    it('uses Redis again once it is back: shared counts and fan-out to other instances', async () => {
      await proxy.cut();
      await proxy.restore();
      await waitUntilReady();

      expect((await wrongPassword(DEMO.director.email)).statusCode).toBe(404);
      expect(await direct.keys(`${prefix}rate-limit:*${DEMO.director.email}*`)).toHaveLength(1);

      // Another instance would hear this message through the adapter's channel.
      const listener = new Redis(redisUrl as string);
      try {
        const published = new Promise<string>((resolve) =>
          listener.on('pmessage', (_pattern, channel) => resolve(channel)),
        );
        await listener.psubscribe(`${prefix}socket.io*`);
        const memberToken = await login(DEMO.member.email, DEMO.member.password);
        const trainerToken = await login(DEMO.trainer.email, DEMO.trainer.password);
        const member = await connect(origin, memberToken);
        sockets.push(member);
        const sent = await member.timeout(ANSWER_BOUND_MS).emitWithAck('send message', {
          receiverUserId: userIdOf(trainerToken),
          text: 'Redis is back',
        });
        expect(sent.success).toBe(true);
        expect(await published).toContain(prefix);
      } finally {
        listener.disconnect();
      }
    });
  },
);
