import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import {
  CHECK_IN_CODE_MESSAGES,
  CHECK_IN_SECRET_BYTES,
  CHECK_IN_SECRET_PATH,
  CHECK_IN_SECRET_ROTATE_PATH,
  SIGN_OUT_EVERYWHERE_PATH,
  checkInSecretAnswerSchema,
} from '@gym/contracts/check-in-code';
import { checkInSecrets, users } from '../../../db/schema';
import { describeEachDatabase, type TestContext } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { payloadAt, secretOf } from './check-in-codes-test-kit';

// docs/decisions/0036: the member's check-in secret, and what ends it.

const ask = (ctx: TestContext, token: string) => ctx.asMember(token, { method: 'GET', url: CHECK_IN_SECRET_PATH });

async function rotate(ctx: TestContext, token: string) {
  const response = await ctx.asMember(token, { method: 'POST', url: CHECK_IN_SECRET_ROTATE_PATH });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return checkInSecretAnswerSchema.parse(response.json()).data;
}

/** A scan at Marin's desk as the staff account; its status and message. */
async function scan(ctx: TestContext, staff: string, scanCode: string) {
  const response = await ctx.asMember(staff, {
    method: 'POST',
    url: '/staff/check-ins',
    payload: { scanCode, clubId: '101' },
  });
  return { status: response.statusCode, message: response.json<{ message?: string }>().message };
}

const signIn = (ctx: TestContext, account: { email: string; password: string; memberNumber: number }) =>
  ctx.login(account.email, account.password, String(account.memberNumber));

describeEachDatabase('the check-in secret: GET and rotate /membership/check-in-code', (ctx) => {
  it('is made on the first ask and the same on every ask after, on no cache', async () => {
    const token = await signIn(ctx(), DEMO.member);
    const first = await ask(ctx(), token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const secret = checkInSecretAnswerSchema.parse(first.json()).data;
    expect(secret.scanCode).toBe('BFC-100001');
    expect(Buffer.from(secret.secret, 'base64url')).toHaveLength(CHECK_IN_SECRET_BYTES);
    expect(secret.secret).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Date.parse(secret.issuedAt)).not.toBeNaN();
    expect(await secretOf(ctx(), token)).toEqual(secret);
  });

  it('is one secret when two first asks come at once', async () => {
    const token = await signIn(ctx(), DEMO.familyMember);
    const answers = await Promise.all([ask(ctx(), token), ask(ctx(), token), ask(ctx(), token)]);
    const secrets = answers.map((answer) => checkInSecretAnswerSchema.parse(answer.json()).data.secret);
    expect(new Set(secrets).size).toBe(1);
    const [user] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.memberNumber, 100003));
    const rows = await ctx().app.db.select().from(checkInSecrets).where(eq(checkInSecrets.userId, user!.id));
    expect(rows.map((row) => row.secret)).toEqual(secrets.slice(0, 1));
  });

  it('is for members only, and for no one without a session', async () => {
    const trainer = await signIn(ctx(), DEMO.trainer);
    for (const request of [
      { method: 'GET', url: CHECK_IN_SECRET_PATH },
      { method: 'POST', url: CHECK_IN_SECRET_ROTATE_PATH },
    ] as const) {
      expect((await ctx().asMember(trainer, request)).statusCode).toBe(403);
      const anonymous = await ctx().signed(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(LOGIN_MESSAGES.sessionEnded);
    }
  });

  it("rotating answers a new secret: the old one's codes are refused at the desk, the new one's let in", async () => {
    const member = await signIn(ctx(), DEMO.familyPrimary);
    const staff = await signIn(ctx(), DEMO.staff);
    const old = await secretOf(ctx(), member);
    const oldCode = await payloadAt(old, new Date());
    const rotated = await rotate(ctx(), member);
    expect(rotated.secret).not.toBe(old.secret);
    expect(rotated.scanCode).toBe(old.scanCode);
    expect(Date.parse(rotated.issuedAt)).toBeGreaterThanOrEqual(Date.parse(old.issuedAt));
    expect(await secretOf(ctx(), member)).toEqual(rotated);

    expect(await scan(ctx(), staff, oldCode)).toEqual({ status: 409, message: CHECK_IN_CODE_MESSAGES.codeInvalid });
    expect((await scan(ctx(), staff, await payloadAt(rotated, new Date()))).status).toBe(200);
  });
});

describeEachDatabase('ending the check-in secret with the sessions', (ctx) => {
  it('sign-out everywhere ends every token of the account and the secret; the next sign-in gets a new one', async () => {
    const phone = await signIn(ctx(), DEMO.member);
    const laptop = await signIn(ctx(), DEMO.member);
    const staff = await signIn(ctx(), DEMO.staff);
    const before = await secretOf(ctx(), phone);
    const code = await payloadAt(before, new Date());

    const response = await ctx().asMember(laptop, { method: 'POST', url: SIGN_OUT_EVERYWHERE_PATH });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    for (const token of [phone, laptop]) {
      const refused = await ask(ctx(), token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(LOGIN_MESSAGES.sessionEnded);
    }
    expect(await scan(ctx(), staff, code)).toEqual({ status: 409, message: CHECK_IN_CODE_MESSAGES.codeInvalid });

    const after = await secretOf(ctx(), await signIn(ctx(), DEMO.member));
    expect(after.secret).not.toBe(before.secret);
  });

  it('staff sign out everywhere too', async () => {
    const desk = await signIn(ctx(), DEMO.manager);
    const response = await ctx().asMember(desk, { method: 'POST', url: SIGN_OUT_EVERYWHERE_PATH });
    expect(response.statusCode).toBe(200);
    expect((await ctx().asMember(desk, { method: 'GET', url: '/auth/check-status' })).statusCode).toBe(401);
  });

  it('a password change ends the secret in its transaction: codes shown before no longer check in', async () => {
    const member = await signIn(ctx(), DEMO.familyPrimary);
    const staff = await signIn(ctx(), DEMO.staff);
    const before = await secretOf(ctx(), member);
    const code = await payloadAt(before, new Date());

    const changed = await ctx().asMember(member, {
      method: 'POST',
      url: '/auth/update_password',
      payload: { oldPassword: DEMO.familyPrimary.password, password: 'Jordan-Changed-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await scan(ctx(), staff, code)).toEqual({ status: 409, message: CHECK_IN_CODE_MESSAGES.codeInvalid });
    const after = await secretOf(ctx(), changed.json<{ token: string }>().token);
    expect(after.secret).not.toBe(before.secret);
  });

  it('a refused password change keeps the secret', async () => {
    const member = await signIn(ctx(), DEMO.familyMember);
    const before = await secretOf(ctx(), member);
    const refused = await ctx().asMember(member, {
      method: 'POST',
      url: '/auth/update_password',
      payload: { oldPassword: 'not-the-password', password: 'Sam-Changed-2026' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await secretOf(ctx(), member)).toEqual(before);
  });
});
