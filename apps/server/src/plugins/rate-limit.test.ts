import { expect, it } from 'vitest';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { describeEachDatabase } from '../test/app';

const LIMIT = 3;

describeEachDatabase(
  'look-up rate limit',
  (ctx) => {
    const checkExists = (remoteAddress: string) =>
      ctx().signup({
        method: 'POST',
        url: '/api/ols/check-user-exists',
        payload: { email: 'member@example.com' },
        remoteAddress,
      });
    const checkUser = (remoteAddress: string) =>
      ctx().signup({ method: 'GET', url: '/sign-up/check-user?email=member%40example.com', remoteAddress });

    it('answers the limit, then a 429 in the error envelope with Retry-After', async () => {
      for (let call = 0; call < LIMIT; call += 1) {
        const response = await checkExists('198.51.100.1');
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-ratelimit-limit']).toBe(String(LIMIT));
        expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - call - 1));
      }
      const refused = await checkExists('198.51.100.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(errorAnswerSchema.parse(refused.json())).toEqual({
        success: false,
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests, please wait a minute and try again',
        requestId: expect.any(String),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.body).not.toContain('100001');
    });

    it('counts check-user-exists and check-user together for one address', async () => {
      expect((await checkExists('198.51.100.2')).statusCode).toBe(200);
      expect((await checkUser('198.51.100.2')).statusCode).toBe(200);
      expect((await checkExists('198.51.100.2')).statusCode).toBe(200);
      const refused = await checkUser('198.51.100.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    });

    it('counts each client address on its own', async () => {
      for (let call = 0; call <= LIMIT; call += 1) await checkUser('198.51.100.3');
      expect((await checkUser('198.51.100.3')).statusCode).toBe(429);
      expect((await checkUser('198.51.100.4')).statusCode).toBe(200);
    });

    it('leaves the other sign-up calls alone', async () => {
      for (let call = 0; call <= LIMIT; call += 1) await checkUser('198.51.100.5');
      const other = await ctx().signup({ method: 'GET', url: '/api/ols/client-ip', remoteAddress: '198.51.100.5' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['x-ratelimit-limit']).toBeUndefined();
    });
  },
  { SIGNUP_LOOKUP_RATE_LIMIT: String(LIMIT) },
);
