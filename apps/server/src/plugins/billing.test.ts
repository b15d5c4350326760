import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '@gym/contracts/app-config';
import { billingUrlAnswerSchema } from '@gym/contracts/billing';
import { signatureHeaders } from '@gym/contracts/signing';
import { buildApp } from '../app';
import { createScratchDatabase } from '../test/databases';
import { testConfig } from '../test/app';
import { DEMO } from '../test/demo';
import { listenOrigins } from './billing';

type Engine = 'pglite' | 'postgres';
const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/** Each test starts its own app, which takes over 30 s on a busy two-core machine. */
const APP_TEST_TIMEOUT = 120_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether nothing listens at the URL's host and port any more (a fresh TCP connection, not a pooled one). */
async function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** The whole app with its own log, on a scratch database of the engine. */
async function appOn(engine: Engine, overrides: Record<string, string> = {}) {
  const scratch = engine === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const log: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  const config = testConfig({ ...overrides, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  const app = await buildApp(config, { logger: { level: 'info', stream } });
  return {
    app,
    config,
    log,
    async stop() {
      await app.close();
      await scratch?.drop();
    },
  };
}

describe.each(ENGINES)('the billing sandbox beside a listening app [%s]', (engine) => {
  it(
    'listens on its own port when the app listens on port 0, and closes with the app',
    async () => {
      const { app, config, stop } = await appOn(engine);
      let closed = false;
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const appPort = (app.server.address() as AddressInfo).port;
        const appOrigin = `http://127.0.0.1:${appPort}`;

        // A request through the app waits for the sandbox to be up: the page the browser gets is right.
        const appConfig = appConfigSchema.parse(await (await fetch(`${appOrigin}/app-config`)).json());
        const billingOrigin = new URL(appConfig.billingOrigin);
        expect(billingOrigin.hostname).toBe('127.0.0.1');
        expect(Number(billingOrigin.port)).not.toBe(appPort);
        expect(Number(billingOrigin.port)).toBeGreaterThan(0);
        expect(appConfig.billingOrigin).toBe(app.billingOrigin);
        expect([...app.appOrigins]).toEqual(expect.arrayContaining([appOrigin, `http://localhost:${appPort}`]));

        // The app's real origin is one the frame URL calls accept, and the sandbox lets it frame the page.
        // (GET /billing/url is a member's call: sign in as the demo member first.)
        const signIn = await fetch(`${appOrigin}/auth`, {
          method: 'POST',
          headers: {
            ...(await signatureHeaders(config.REQUEST_SIGNING_KEY, 'POST', '/auth')),
            'content-type': 'application/json',
          },
          body: JSON.stringify({ email: DEMO.member.email, password: DEMO.member.password }),
        });
        const { token } = (await signIn.json()) as { token: string };
        const url = `/billing/url?parentOrigin=${encodeURIComponent(appOrigin)}`;
        const headers = {
          ...(await signatureHeaders(config.REQUEST_SIGNING_KEY, 'GET', url)),
          authorization: `Bearer ${token}`,
        };
        const answer = billingUrlAnswerSchema.parse(await (await fetch(`${appOrigin}${url}`, { headers })).json());
        expect(answer.data.url).toBe(`${appConfig.billingOrigin}/card?parentOrigin=${encodeURIComponent(appOrigin)}`);

        const page = await fetch(answer.data.url);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<label for="card-number">Card Number</label>');
        expect(page.headers.get('content-security-policy')).toMatch(
          new RegExp(`frame-ancestors [^;]*${appOrigin.replace(/[.:/]/g, '\\$&')}`),
        );
        const script = await fetch(`${appConfig.billingOrigin}/assets/card-page.js`);
        expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

        await app.close();
        closed = true;
        expect(await refused(answer.data.url)).toBe(true);
        expect(await refused(`${appOrigin}/health`)).toBe(true);
      } finally {
        if (!closed) await app.close();
        await stop().catch(() => undefined);
      }
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'listens on BILLING_SANDBOX_PORT when it is set',
    async () => {
      const port = await freePort();
      const { app, stop } = await appOn(engine, { BILLING_SANDBOX_PORT: String(port) });
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        await app.inject({ method: 'GET', url: '/health' }); // waits for the sandbox to be up
        expect(app.billingOrigin).toBe(`http://127.0.0.1:${port}`);
        expect((await fetch(`http://127.0.0.1:${port}/card?parentOrigin=http%3A%2F%2Flocalhost%3A3000`)).status).toBe(
          200,
        );
      } finally {
        await stop();
      }
      expect(await refused(`http://127.0.0.1:${port}/card`)).toBe(true);
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'says so in the log, and the app keeps serving, when the sandbox port is taken',
    async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const taken = (blocker.address() as AddressInfo).port;
      const { app, log, stop } = await appOn(engine, { BILLING_SANDBOX_PORT: String(taken) });
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const health = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/health`);
        expect(health.status).toBe(200);
        expect(log.join('')).toContain(
          `The billing sandbox could not listen on 127.0.0.1:${taken} (EADDRINUSE): set BILLING_SANDBOX_PORT to a free port (0 for any).`,
        );
      } finally {
        await stop();
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    APP_TEST_TIMEOUT,
  );
});

describe('listenOrigins', () => {
  it.each([
    [{ address: '0.0.0.0', port: 3000 }, ['http://localhost:3000', 'http://127.0.0.1:3000']],
    [{ address: '::', port: 3000 }, ['http://localhost:3000', 'http://127.0.0.1:3000']],
    [{ address: '127.0.0.1', port: 41234 }, ['http://localhost:41234', 'http://127.0.0.1:41234']],
    [{ address: '::1', port: 80 }, ['http://localhost', 'http://[::1]']],
    [{ address: 'fd00::5', port: 8080 }, ['http://[fd00::5]:8080']],
    [{ address: '10.0.0.5', port: 3000 }, ['http://10.0.0.5:3000']],
  ])('are the origins a browser uses for %j', (address, origins) => {
    expect(listenOrigins({ ...address, family: 'IPv4' })).toEqual(origins);
  });
});
