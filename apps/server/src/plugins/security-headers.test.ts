import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/app';
import { helmetHeaders } from './security-headers';

/** What helmet 8 sets with the app's options; written out so that a change of helmet's defaults shows here. */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

it("records helmet's headers for the given options once", () => {
  expect(helmetHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })).toEqual(EXPECTED);
  expect(helmetHeaders({ crossOriginEmbedderPolicy: true })).toMatchObject({
    'cross-origin-embedder-policy': 'require-corp',
    'content-security-policy': expect.stringContaining("default-src 'self'"),
  });
});

describeEachDatabase('security headers', (ctx) => {
  it('are on a signed JSON answer, on a refusal and on an unsigned route, without a CSP or COEP', async () => {
    const answers = [
      await ctx().signed({ method: 'GET', url: '/clubs' }),
      await ctx().signed({ method: 'POST', url: '/api/ols/sort-locations', payload: { zip: '94612' } }),
      await ctx().app.inject({ method: 'GET', url: '/clubs' }),
      await ctx().app.inject({ method: 'GET', url: '/health' }),
      await ctx().signed({ method: 'GET', url: '/no-such-route' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 200, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EXPECTED);
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
