import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { TokenService } from '../lib/tokens';
import { describeEachDatabase } from '../test/app';

const MESSAGE = 'Sign-up session expired, please reload the page';

/** Every call that needs the visitor's sign-up access token, each with input it would otherwise accept. */
const SIGNUP_CALLS = [
  { method: 'POST', url: '/api/ols/check-user-exists', payload: { email: 'member@example.com' } },
  { method: 'GET', url: '/sign-up/check-user?email=member%40example.com' },
  { method: 'GET', url: '/api/ols/client-ip' },
  { method: 'GET', url: '/api/ols/buddy-referral?member=100001' },
  { method: 'GET', url: '/sign-up/check-referral-code?plan=oakland-monthly&code=abc' },
  { method: 'POST', url: '/dashboard/set-ols-tracking', payload: { currentPage: 'Choose a location' } },
  { method: 'GET', url: '/api/ols/insert-chatbotols-record?sessionId=s-1' },
  {
    method: 'POST',
    url: '/api/ols/update-chatbotols-record',
    payload: { records: { sessionId: 's', currentPage: 'p' } },
  },
] as const;

describeEachDatabase('sign-up access token on the sign-up calls', (ctx) => {
  const tokens = () => new TokenService(ctx().config.JWT_SECRET);

  const refusals: [string, () => Promise<string | undefined>][] = [
    ['no Authorization header', async () => undefined],
    ['an empty bearer', async () => 'Bearer '],
    ['another scheme', async () => `Basic ${Buffer.from('ols-web:ols-web-public-client').toString('base64')}`],
    ['a token that is not a JWT', async () => 'Bearer not-a-token'],
    ['a member token', async () => `Bearer ${await tokens().sign({}, 'member', 600)}`],
    ['an expired sign-up token', async () => `Bearer ${await tokens().sign({ scope: 'signup' }, 'signup', -10)}`],
    [
      'a sign-up token signed with another secret',
      async () => `Bearer ${await new TokenService('another-secret-that-is-32-characters!!').sign({}, 'signup', 600)}`,
    ],
    [
      'an unsigned (alg none) token',
      async () => {
        const body = Buffer.from(JSON.stringify({ aud: 'signup', iss: 'gym-api', exp: 9_999_999_999 }));
        return `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${body.toString('base64url')}.`;
      },
    ],
  ];

  it.each(SIGNUP_CALLS)('$method $url refuses a request without a token: 401 with the reload text', async (call) => {
    const response = await ctx().signed({ ...call });
    expect(response.statusCode).toBe(401);
    const body = errorAnswerSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, status: 401, code: 'UNAUTHORIZED', message: MESSAGE });
  });

  it.each(refusals)('refuses %s', async (_label, header) => {
    const authorization = await header();
    const response = await ctx().signed({
      method: 'POST',
      url: '/api/ols/check-user-exists',
      payload: { email: 'member@example.com' },
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: MESSAGE });
    expect(response.body).not.toContain('100001');
  });

  it('checks the token before the input: a bad body without a token is still 401', async () => {
    const response = await ctx().signed({ method: 'POST', url: '/api/ols/check-user-exists', payload: { email: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGE);
  });

  it('checks the request signature first', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/ols/client-ip' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BAD_SIGNATURE');
  });

  it('accepts a token from POST /ols-account/generate-token, in any case of "Bearer"', async () => {
    expect((await ctx().signup({ method: 'GET', url: '/api/ols/client-ip' })).statusCode).toBe(200);
    const token = await tokens().sign({ scope: 'signup' }, 'signup', 600);
    const response = await ctx().signed({
      method: 'GET',
      url: '/api/ols/client-ip',
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a token minted by hand with the right key but no issuer', async () => {
    const key = new TextEncoder().encode(ctx().config.JWT_SECRET);
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setAudience('signup').sign(key);
    const response = await ctx().signed({
      method: 'GET',
      url: '/api/ols/client-ip',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves the public calls open: terms need no token', async () => {
    const response = await ctx().signed({
      method: 'GET',
      url: '/api/ols/get-ols-teams-and-condition?TermsAndConditionsId=3',
    });
    expect(response.statusCode).toBe(200);
  });
});
