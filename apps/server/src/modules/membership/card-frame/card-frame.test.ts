import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '@gym/contracts/app-config';
import { BILLING_MESSAGES, billingUrlAnswerSchema } from '@gym/contracts/billing';
import { type TestContext, describeEachDatabase, startTestApp } from '../../../test/app';
import { DEMO } from '../../../test/demo';

const ROUTES = [
  { path: '/api/ols/billing/url', call: 'signup' as const },
  { path: '/billing/url', call: 'member' as const },
];

/** GET as a signed-in member (the demo member's token, asked for once per app). */
function memberGet(ctx: TestContext) {
  let token: Promise<string> | undefined;
  return async (url: string) => {
    token ??= ctx.login(DEMO.member.email, DEMO.member.password);
    return ctx.asMember(await token, { method: 'GET', url });
  };
}

const withOrigin = (route: string, origin: string) => `${route}?parentOrigin=${encodeURIComponent(origin)}`;

describeEachDatabase('the billing frame URL calls', (ctx) => {
  let asMember: ReturnType<typeof memberGet> | undefined;
  const call = (route: (typeof ROUTES)[number], url: string) => {
    if (route.call === 'signup') return ctx().signup({ method: 'GET', url });
    asMember ??= memberGet(ctx());
    return asMember(url);
  };

  describe.each(ROUTES)('GET $path', (route) => {
    it.each(['http://localhost:3000', 'http://127.0.0.1:3000'])(
      'answers the frame URL with the parent origin %s passed in',
      async (origin) => {
        const response = await call(route, withOrigin(route.path, origin));
        expect(response.statusCode).toBe(200);
        const body = billingUrlAnswerSchema.parse(response.json());
        expect(body).toEqual({ success: true, data: { url: expect.any(String) } });
        const url = new URL(body.data.url);
        expect(url.origin).toBe(ctx().app.billingOrigin);
        expect(url.pathname).toBe('/card');
        expect([...url.searchParams]).toEqual([['parentOrigin', origin]]);
      },
    );

    it.each([
      'https://evil.example',
      'http://localhost:3000/',
      'http://localhost:3000/join',
      'http://localhost:3001',
      'http://LOCALHOST:3000',
      'https://localhost:3000',
      'null',
      'javascript:alert(1)',
    ])('refuses the parent origin %s with a 400 envelope', async (origin) => {
      const response = await call(route, withOrigin(route.path, origin));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        status: 400,
        code: 'BAD_REQUEST',
        message: BILLING_MESSAGES.parentOriginNotAllowed,
        errors: [{ field: 'parentOrigin', message: BILLING_MESSAGES.parentOriginNotAllowed }],
        requestId: expect.any(String),
      });
    });

    it.each([
      ['without parentOrigin', route.path],
      ['with an empty parentOrigin', `${route.path}?parentOrigin=`],
    ])('refuses a call %s', async (_label, url) => {
      const response = await call(route, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: BILLING_MESSAGES.parentOriginRequired });
    });

    it('refuses an unsigned call', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: withOrigin(route.path, 'http://localhost:3000') });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('BAD_SIGNATURE');
    });
  });

  it("needs the sign-up access token for the sign-up call and a member's token for the member call", async () => {
    const url = (route: string) => withOrigin(route, 'http://localhost:3000');
    expect((await ctx().signed({ method: 'GET', url: url('/api/ols/billing/url') })).statusCode).toBe(401);
    expect((await ctx().signed({ method: 'GET', url: url('/billing/url') })).statusCode).toBe(401);
    expect((await ctx().signup({ method: 'GET', url: url('/billing/url') })).statusCode).toBe(401);
    expect((await memberGet(ctx())(url('/billing/url'))).statusCode).toBe(200);
  });

  it("tells the SPA the frame's origin in its app-config", async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/app-config' });
    expect(response.statusCode).toBe(200);
    const config = appConfigSchema.parse(response.json());
    // Not listening: where server.ts would put the sandbox, PORT+1.
    expect(config.billingOrigin).toBe('http://localhost:3001');
    expect(config.billingOrigin).toBe(ctx().app.billingOrigin);
  });
});

describe('APP_ORIGINS', () => {
  let current: Awaited<ReturnType<typeof startTestApp>>;
  let ctx: TestContext;
  beforeAll(async () => {
    current = await startTestApp('pglite', { APP_ORIGINS: 'https://join.example.com' });
    ctx = current.context;
  });
  afterAll(() => current.stop());

  it('are the only parent origins the frame URL calls accept', async () => {
    const get = memberGet(ctx);
    const good = await get(withOrigin('/billing/url', 'https://join.example.com'));
    expect(good.statusCode).toBe(200);
    const bad = await get(withOrigin('/billing/url', 'http://localhost:3000'));
    expect(bad.statusCode).toBe(400);
  });
});

describe('the SPA page', () => {
  let current: Awaited<ReturnType<typeof startTestApp>>;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-spa-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><!--app-config--></head><body></body></html>',
    );
    current = await startTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await current.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("carries the frame's origin in its app-config meta and may frame it (CSP frame-src)", async () => {
    const response = await current.context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('frame-src http://localhost:3001;');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('&quot;billingOrigin&quot;:&quot;http://localhost:3001&quot;');
  });

  it("runs our own scripts only, which may compile WebAssembly (the photo step's face detector)", async () => {
    const response = await current.context.app.inject({
      method: 'GET',
      url: '/marin',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
});
