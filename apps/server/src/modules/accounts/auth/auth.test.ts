import { expect, it } from 'vitest';
import { LOGIN_MESSAGES, sessionUserSchema } from '@gym/contracts/auth';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';

describeEachDatabase('sign-in: POST /auth, GET /auth/family', (ctx) => {
  it('answers a token and the session user for the right password, whatever the e-mail case', async () => {
    const response = await ctx().signed({
      method: 'POST',
      url: '/auth',
      payload: { email: ` ${DEMO.member.email.toUpperCase()} `, password: DEMO.member.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: unknown }>();
    const user = sessionUserSchema.parse(body.user);
    expect(user).toMatchObject({
      idCA: '100001',
      email: 'member@example.com',
      firstName: 'Alex',
      name: 'Alex Rivera',
      memberStatus: 'active',
      scanCode: 'BFC-100001',
      isTrainer: false,
      favoriteLocation: '101',
      favoriteLocationCAId: '101',
      role: 'member',
    });
    expect(user.favoriteLocationName).toBeTruthy();
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: user.sfId, idCA: '100001', scanCode: 'BFC-100001', aud: 'member' });
    expect(claims.exp! - claims.iat!).toBe(12 * 60 * 60);
  });

  it('marks trainers, the director and staff in the token', async () => {
    for (const [account, expected] of [
      [DEMO.trainer, { isTrainer: true, isDirector: false, role: 'trainer' }],
      [DEMO.director, { isTrainer: false, isDirector: true, role: 'director' }],
      [DEMO.staff, { isTrainer: false, isDirector: false, role: 'staff' }],
    ] as const) {
      const response = await ctx().signed({
        method: 'POST',
        url: '/auth',
        payload: { email: account.email, password: account.password },
      });
      expect(response.json().user).toMatchObject(expected);
    }
  });

  it("answers 404 'The username or password is incorrect' for a wrong password or an unknown e-mail", async () => {
    for (const payload of [
      { email: DEMO.member.email, password: 'Wrong123!' },
      { email: 'nobody@example.com', password: DEMO.member.password },
    ]) {
      const response = await ctx().signed({ method: 'POST', url: '/auth', payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(LOGIN_MESSAGES.incorrect);
    }
  });

  it('checks the fields with the specification messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '', password: 'secret1' }, LOGIN_MESSAGES.emailRequired],
      [{ email: 'not-an-email', password: 'secret1' }, LOGIN_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(75)}@example.com`, password: 'secret1' }, LOGIN_MESSAGES.emailTooLong],
      [{ email: 'a@example.com', password: '' }, LOGIN_MESSAGES.passwordRequired],
      [{ email: 'a@example.com', password: '12345' }, LOGIN_MESSAGES.passwordTooShort],
      [{ email: 'a@example.com', password: 'x'.repeat(81) }, LOGIN_MESSAGES.passwordTooLong],
      [{ email: 'a@example.com', password: 'secret1', idCA: '12a' }, LOGIN_MESSAGES.clubIdNotNumber],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx().signed({ method: 'POST', url: '/auth', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
    }
  });

  it('says whether an e-mail is a family, and a family member signs in with their member number', async () => {
    const family = await ctx().signed({ method: 'GET', url: `/auth/family?email=${DEMO.familyPrimary.email}` });
    expect(family.json()).toEqual({ isFamily: true });
    const single = await ctx().signed({ method: 'GET', url: `/auth/family?email=${DEMO.member.email}` });
    expect(single.json()).toEqual({ isFamily: false });

    const withoutId = await ctx().signed({
      method: 'POST',
      url: '/auth',
      payload: { email: DEMO.familyMember.email, password: DEMO.familyMember.password },
    });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json().message).toBe(LOGIN_MESSAGES.clubIdRequired);

    const token = await ctx().login(DEMO.familyMember.email, DEMO.familyMember.password, '100003');
    expect(decodeJwt(token)).toMatchObject({ idCA: '100003', firstName: 'Sam' });
    const wrongNumber = await ctx().signed({
      method: 'POST',
      url: '/auth',
      payload: { email: DEMO.familyMember.email, password: DEMO.familyMember.password, idCA: '100001' },
    });
    expect(wrongNumber.statusCode).toBe(404);
  });
});

describeEachDatabase(
  'sign-in throttling',
  (ctx) => {
    it('refuses an account after too many attempts with the throttle message, other accounts still sign in', async () => {
      const attempt = () =>
        ctx().signed({ method: 'POST', url: '/auth', payload: { email: DEMO.former.email, password: 'Wrong123!' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(404);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(LOGIN_MESSAGES.throttled);
      expect(refused.headers['retry-after']).toBeDefined();
      await expect(ctx().login(DEMO.member.email, DEMO.member.password)).resolves.toBeTruthy();
    });

    it('refuses an address after too many attempts across accounts', async () => {
      let last = 0;
      for (let i = 0; i < 6; i += 1) {
        const response = await ctx().signed({
          method: 'POST',
          url: '/auth',
          payload: { email: `someone${i}@example.com`, password: 'Wrong123!' },
          remoteAddress: '203.0.113.9',
        });
        last = response.statusCode;
      }
      expect(last).toBe(429);
    });
  },
  { LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_ADDRESS: '5' },
);

describeEachDatabase('the member token', (ctx) => {
  it('is required by member routes; forged, expired and other-audience tokens get 401', async () => {
    const none = await ctx().signed({ method: 'GET', url: '/auth/check-status' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(LOGIN_MESSAGES.sessionEnded);

    const token = await ctx().login(DEMO.member.email, DEMO.member.password);
    const claims = decodeJwt(token);
    const key = new TextEncoder().encode(ctx().config.JWT_SECRET);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const signupToken = await ctx()
      .signed({
        method: 'POST',
        url: '/ols-account/generate-token',
        payload: { clientId: ctx().config.SIGNUP_CLIENT_ID, clientSecret: ctx().config.SIGNUP_CLIENT_SECRET },
      })
      .then((response) => response.json().data.accessToken as string);
    for (const bad of [expired, forged, unsigned, signupToken, `${header}.${payload}.AAAA`]) {
      const response = await ctx().asMember(bad, { method: 'GET', url: '/auth/check-status' });
      expect(response.statusCode).toBe(401);
    }

    const ok = await ctx().asMember(token, { method: 'GET', url: '/auth/check-status' });
    expect(ok.json()).toEqual({ success: true, data: { memberStatus: 'active', isAuth: true } });
  });

  it('POST /auth/favorite changes the favourite club and answers a new token carrying it', async () => {
    const token = await ctx().login(DEMO.member.email, DEMO.member.password);
    const response = await ctx().asMember(token, {
      method: 'POST',
      url: '/auth/favorite',
      payload: { favoriteLocation: '104' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ favoriteLocation: '104', favoriteLocationCAId: '104' });
    expect(decodeJwt(body.token)).toMatchObject({ favoriteLocation: '104' });
    const again = await ctx().login(DEMO.member.email, DEMO.member.password);
    expect(decodeJwt(again)).toMatchObject({ favoriteLocation: '104' });

    const unknown = await ctx().asMember(token, {
      method: 'POST',
      url: '/auth/favorite',
      payload: { favoriteLocation: '999' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
