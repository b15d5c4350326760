import { expect, it } from 'vitest';
import { checkUserExistsAnswerSchema } from '@gym/contracts/signup-lookup';
import { users } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/app';

// A high look-up limit: this file makes many look-ups; plugins/rate-limit.test.ts tests the limit itself.
const ROOMY_LIMIT = { SIGNUP_LOOKUP_RATE_LIMIT: '1000' };

describeEachDatabase(
  'e-mail look-ups',
  (ctx) => {
    const checkExists = (email: unknown) =>
      ctx().signup({ method: 'POST', url: '/api/ols/check-user-exists', payload: { email } });
    const checkUser = (query: string) => ctx().signup({ method: 'GET', url: `/sign-up/check-user${query}` });

    it.each([
      ['member@example.com', 'an active member', 200, '100001', false],
      ['former@example.com', 'a former member', 200, '100004', true],
      ['family@example.com', "a family's shared e-mail (the primary's number)", 200, '100002', false],
      ['trainer@example.com', 'a trainer', 200, '100005', false],
      ['director@example.com', 'the director', 200, '100006', false],
      ['staff@example.com', 'a staff account', 200, '100007', false],
      ['nobody@example.com', 'an unknown e-mail', 404, null, true],
    ])('check-user-exists: %s (%s) -> status %i, data %s, eligible %s', async (email, _who, status, data, eligible) => {
      const response = await checkExists(email);
      expect(response.statusCode).toBe(200);
      const body = checkUserExistsAnswerSchema.parse(response.json());
      expect(body).toEqual({ success: true, data: { status, data, eligible } });
    });

    it('check-user-exists matches the e-mail in any case and without surrounding spaces', async () => {
      const body = (await checkExists('  Former@Example.COM ')).json();
      expect(body.data).toEqual({ status: 200, data: '100004', eligible: true });
    });

    it('check-user-exists finds a prospect, who may join', async () => {
      await ctx()
        .app.db.insert(users)
        .values({
          email: 'Prospect@Example.com',
          firstName: 'Pat',
          lastName: 'Prospect',
          memberStatus: 'prospect',
          scanCode: `TEST-PROSPECT-${ctx().engine}`,
        });
      const body = (await checkExists('prospect@example.com')).json();
      expect(body.data.status).toBe(200);
      expect(Number(body.data.data)).toBeGreaterThanOrEqual(200_000);
      expect(body.data.eligible).toBe(true);
    });

    it.each([
      ['not an e-mail', 'member.example.com'],
      ['an empty string', ''],
      ['a number', 42],
      ['an over-long address', `${'a'.repeat(250)}@example.com`],
    ])('check-user-exists refuses %s with 400 "Invalid email address"', async (_label, email) => {
      const response = await checkExists(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', errors: [{ field: 'email' }] });
      if (typeof email === 'string') expect(response.json().message).toBe('Invalid email address');
    });

    it('check-user-exists refuses a body without an e-mail', async () => {
      const response = await ctx().signup({ method: 'POST', url: '/api/ols/check-user-exists', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('email');
    });

    it.each([
      ['member%40example.com', true],
      ['FAMILY%40example.com', true],
      ['former%40example.com', true],
      ['nobody%40example.com', false],
    ])('check-user?email=%s answers the JSON boolean %s', async (email, taken) => {
      const response = await checkUser(`?email=${email}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe(String(taken));
    });

    it.each([
      ['a bad e-mail', '?email=nope', 'Invalid email address'],
      ['no e-mail', '', undefined],
    ])('check-user refuses %s with 400', async (_label, query, message) => {
      const response = await checkUser(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      if (message) expect(response.json().message).toBe(message);
    });

    it('client-ip answers the address the server saw and ignores X-Forwarded-For without TRUST_PROXY', async () => {
      const plain = await ctx().signup({ method: 'GET', url: '/api/ols/client-ip', remoteAddress: '203.0.113.7' });
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toEqual({ ip: '203.0.113.7' });
      const forwarded = await ctx().signup({
        method: 'GET',
        url: '/api/ols/client-ip',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
      expect(forwarded.json()).toEqual({ ip: '203.0.113.7' });
    });
  },
  ROOMY_LIMIT,
);

describeEachDatabase(
  'client address behind a trusted proxy',
  (ctx) => {
    it('client-ip answers the X-Forwarded-For client when TRUST_PROXY is set', async () => {
      const response = await ctx().signup({
        method: 'GET',
        url: '/api/ols/client-ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.23, 10.0.0.1' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ip: '198.51.100.23' });
    });
  },
  { TRUST_PROXY: 'true' },
);
