import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { REALTIME_ERRORS } from '@gym/contracts/realtime';
import { TokenService } from '../../../lib/tokens';
import type { TestContext } from '../../../test/app';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { rows } from '../../../test/join-kit';
import { connect, listenOnFreePort, type TestSocket, userIdOf } from '../../../test/realtime-client';
import { PasswordTokens } from '../password-tokens/password-tokens';

// docs/decisions/0020: a password reset, a set-password link and a change end every member token issued before.

const checkStatus = (ctx: TestContext, token: string) =>
  ctx.asMember(token, { method: 'GET', url: '/auth/check-status' });

const resetPassword = (ctx: TestContext, resetToken: string, password: string) =>
  ctx.signed({ method: 'POST', url: '/auth/reset_password', payload: { resetToken, password } });

const updatePassword = (ctx: TestContext, token: string, oldPassword: string, password: string) =>
  ctx.asMember(token, { method: 'POST', url: '/auth/update_password', payload: { oldPassword, password } });

/** A link as the reset e-mail or the join's set-password e-mail carries it. */
const linkFor = (ctx: TestContext, token: string, purpose: 'reset-password' | 'set-password') =>
  new PasswordTokens(ctx.app.db).create(userIdOf(token), purpose);

async function expectSessionEnded(ctx: TestContext, token: string) {
  const response = await checkStatus(ctx, token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, message: LOGIN_MESSAGES.sessionEnded });
}

describeEachDatabase('a password reset or change ends the sessions before it', (ctx) => {
  let origin: string;
  const sockets: TestSocket[] = [];
  const socketFor = async (token: string) => {
    const socket = await connect(origin, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    origin = await listenOnFreePort(ctx().app);
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it("refuses a token from before a reset, on the API and at the realtime handshake; the family's other account keeps its session", async () => {
    const stolen = await ctx().login(DEMO.familyPrimary.email, DEMO.familyPrimary.password, '100002');
    const sibling = await ctx().login(DEMO.familyMember.email, DEMO.familyMember.password, '100003');
    const other = await ctx().login(DEMO.member.email, DEMO.member.password);
    expect((await checkStatus(ctx(), stolen)).statusCode).toBe(200);
    await socketFor(stolen);

    const reset = await resetPassword(ctx(), await linkFor(ctx(), stolen, 'reset-password'), 'Jordan-New-1');
    expect(reset.json()).toEqual({ success: true });

    await expectSessionEnded(ctx(), stolen);
    const favorite = await ctx().asMember(stolen, {
      method: 'POST',
      url: '/auth/favorite',
      payload: { favoriteLocation: 'x' },
    });
    expect(favorite.statusCode).toBe(401);
    await expect(connect(origin, stolen)).rejects.toMatchObject({
      message: REALTIME_ERRORS.UNAUTHORIZED,
      code: 'UNAUTHORIZED',
    });

    // The same e-mail's other account and another member are not touched.
    expect((await checkStatus(ctx(), sibling)).statusCode).toBe(200);
    expect((await checkStatus(ctx(), other)).statusCode).toBe(200);
    expect((await socketFor(sibling)).connected).toBe(true);

    // Signing in again gives a session that works.
    const fresh = await ctx().login(DEMO.familyPrimary.email, 'Jordan-New-1', '100002');
    expect((await checkStatus(ctx(), fresh)).statusCode).toBe(200);
    expect((await socketFor(fresh)).connected).toBe(true);
  });

  it("refuses a token from before a new member's set-password link is used", async () => {
    const before = await ctx().login(DEMO.staff.email, DEMO.staff.password);
    const link = await linkFor(ctx(), before, 'set-password');
    expect((await resetPassword(ctx(), link, 'Staff-First-1')).json()).toEqual({ success: true });
    await expectSessionEnded(ctx(), before);
    expect((await checkStatus(ctx(), await ctx().login(DEMO.staff.email, 'Staff-First-1'))).statusCode).toBe(200);
  });

  it('a refused reset (weak password, used link) ends nothing', async () => {
    const token = await ctx().login(DEMO.director.email, DEMO.director.password);
    const link = await linkFor(ctx(), token, 'reset-password');
    expect((await resetPassword(ctx(), link, 'abcdef')).statusCode).toBe(400);
    expect((await resetPassword(ctx(), 'x'.repeat(43), 'Director-New-1')).statusCode).toBe(400);
    expect((await checkStatus(ctx(), token)).statusCode).toBe(200);
  });

  it('after a change the old token is refused and the answered one works, on the API and the socket', async () => {
    const old = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
    const otherTab = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
    const other = await ctx().login(DEMO.member.email, DEMO.member.password);

    const response = await updatePassword(ctx(), old, DEMO.trainer.password, 'Trainer-New-1');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ success: boolean; message: string; token: string; user: { sfId: string } }>();
    expect(answer).toMatchObject({
      success: true,
      message: 'Your password was updated',
      user: { sfId: userIdOf(old), idCA: String(DEMO.trainer.memberNumber), role: 'trainer', isTrainer: true },
    });
    expect(decodeJwt(answer.token)).toMatchObject({ sub: userIdOf(old), aud: 'member', sv: 1 });

    await expectSessionEnded(ctx(), old);
    await expectSessionEnded(ctx(), otherTab);
    await expect(connect(origin, old)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    expect((await checkStatus(ctx(), answer.token)).statusCode).toBe(200);
    expect((await socketFor(answer.token)).connected).toBe(true);
    expect((await checkStatus(ctx(), other)).statusCode).toBe(200);

    // The answered token is the session now: the next change ends it and answers the next one.
    const again = await updatePassword(ctx(), answer.token, 'Trainer-New-1', 'Trainer-New-2');
    expect(again.statusCode).toBe(200);
    await expectSessionEnded(ctx(), answer.token);
    expect((await checkStatus(ctx(), again.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('a wrong old password ends nothing', async () => {
    const token = await ctx().login(DEMO.former.email, DEMO.former.password);
    expect((await updatePassword(ctx(), token, 'Wrong-123', 'Changed-2026')).statusCode).toBe(400);
    expect((await checkStatus(ctx(), token)).statusCode).toBe(200);
  });

  it('refuses a well-signed token whose version or role is not the account’s, and one whose account is gone', async () => {
    const token = await ctx().login(DEMO.member.email, DEMO.member.password);
    const { sub, exp: _exp, iat: _iat, aud: _aud, iss: _iss, ...claims } = decodeJwt(token);
    const signer = new TokenService(ctx().config.JWT_SECRET);
    const forged = (changes: Record<string, unknown>, subject = sub) =>
      signer.sign({ ...claims, ...changes }, 'member', 600, subject);

    expect((await checkStatus(ctx(), await forged({}))).statusCode).toBe(200);
    await expectSessionEnded(ctx(), await forged({ sv: 1 }));
    await expectSessionEnded(ctx(), await forged({ sv: '0' }));
    await expectSessionEnded(ctx(), await forged({ role: 'director', isDirector: true }));
    await expect(connect(origin, await forged({ role: 'director' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // A token from before session versions (no claim) counts as version 0, every account's at the migration.
    const { sv: _sv, ...unversioned } = claims;
    expect((await checkStatus(ctx(), await signer.sign(unversioned, 'member', 600, sub))).statusCode).toBe(200);
    await expectSessionEnded(ctx(), await forged({}, 'not-a-uuid'));
    await expectSessionEnded(ctx(), await forged({}, '00000000-0000-4000-8000-000000000000'));
  });

  it('a deleted account’s token is a 401, on the API and at the handshake', async () => {
    const token = await ctx().login(DEMO.former.email, DEMO.former.password);
    const [row] = await rows<{ id: string }>(
      ctx().app.db,
      sql`insert into users (email, first_name, last_name, scan_code, password_hash)
          select 'gone@example.com', 'Gone', 'Away', 'GONE-1', password_hash from users where id = ${userIdOf(token)}
          returning id`,
    );
    const gone = await ctx().login('gone@example.com', DEMO.former.password);
    expect(userIdOf(gone)).toBe(row!.id);
    await ctx().app.db.execute(sql`delete from users where id = ${row!.id}`);
    await expectSessionEnded(ctx(), gone);
    await expect(connect(origin, gone)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
