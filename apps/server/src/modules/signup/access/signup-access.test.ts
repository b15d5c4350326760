import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { expect, it } from 'vitest';
import { generateTokenAnswerSchema } from '@gym/contracts/signup-token';
import { keyId } from '../../../lib/tokens';
import { describeEachDatabase } from '../../../test/app';

describeEachDatabase('sign-up access token', (ctx) => {
  const generate = (payload: unknown) =>
    ctx().signed({ method: 'POST', url: '/ols-account/generate-token', payload: payload as object });
  const credentials = () => ({
    clientId: ctx().config.SIGNUP_CLIENT_ID,
    clientSecret: ctx().config.SIGNUP_CLIENT_SECRET,
  });

  it('gives an HS256 JWT for the sign-up audience that expires after SIGNUP_TOKEN_TTL_S', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await generate(credentials());
    const after = Math.ceil(Date.now() / 1000);
    expect(response.statusCode).toBe(200);
    const body = generateTokenAnswerSchema.parse(response.json());
    expect(body.success).toBe(true);

    const ttl = ctx().config.SIGNUP_TOKEN_TTL_S;
    expect(ttl).toBe(7200);
    expect(body.data.expiresIn).toBe(ttl);

    const token = body.data.accessToken;
    expect(token.split('.')).toHaveLength(3);
    // Named by the id of the key that signed it (docs/deploy.md, rotating JWT_SECRET).
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', kid: keyId(ctx().config.JWT_SECRET) });
    const claims = decodeJwt(token);
    expect(claims.aud).toBe('signup');
    expect(claims.exp).toBeGreaterThanOrEqual(before + ttl);
    expect(claims.exp).toBeLessThanOrEqual(after + ttl);
    expect(claims.exp! - claims.iat!).toBe(ttl);

    // Signed with JWT_SECRET: it verifies with that key and not with another.
    const key = new TextEncoder().encode(ctx().config.JWT_SECRET);
    await expect(jwtVerify(token, key, { audience: 'signup', algorithms: ['HS256'] })).resolves.toBeTruthy();
    const otherKey = new TextEncoder().encode('another-secret-that-is-32-characters!!');
    await expect(jwtVerify(token, otherKey)).rejects.toThrow();
  });

  it('refuses a wrong secret with 401 "Invalid client credentials"', async () => {
    const response = await generate({ ...credentials(), clientSecret: `${credentials().clientSecret}x` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Invalid client credentials',
    });
    expect(response.body).not.toContain('accessToken');
  });

  it('refuses a wrong client id with the same answer', async () => {
    const response = await generate({ ...credentials(), clientId: 'someone-else' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid client credentials');
  });

  it.each([
    ['no fields', {}, ['clientId', 'clientSecret']],
    ['no secret', { clientId: 'ols-web' }, ['clientSecret']],
    ['an empty id', { clientId: '', clientSecret: 'ols-web-public-client' }, ['clientId']],
  ])('refuses %s with 400', async (_label, payload, fields) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual(fields);
  });

  it('needs the request signature like every API call', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/ols-account/generate-token',
      payload: credentials(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BAD_SIGNATURE');
  });
});
