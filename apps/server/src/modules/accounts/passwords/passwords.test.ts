import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import type { TestContext } from '../../../test/app';
import { describeEachDatabase } from '../../../test/app';
import { DEMO_ACCOUNTS } from '../../../db/seed-data/accounts';
import { DEMO } from '../../../test/demo';
import { rows } from '../../../test/join-kit';
import { PasswordTokens, hashPasswordToken } from '../password-tokens/password-tokens';

// Texts are written out rather than read from the contracts: the specification's wording is what is tested.
/** The second former member (test/demo.ts names the first). */
const LAPSED = DEMO_ACCOUNTS.find((account) => account.memberNumber === 100008)!;

const LINK_EXPIRED = 'This link has expired or was already used. Please request a new one.';

interface Mail {
  subject: string;
  text: string;
  html: string | null;
}

async function outbox(ctx: TestContext, to: string): Promise<Mail[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(to)}` });
  return response.json<{ messages: Mail[] }>().messages;
}

/** The reset links of a message, in the order the text lists them, as the token each carries. */
function linksIn(ctx: TestContext, mail: Mail): string[] {
  const prefix = `${ctx.config.PUBLIC_URL}/new_password?token=`;
  const found = [...mail.text.matchAll(/^(\S+\/new_password\?token=\S+)$/gm)].map((match) => match[1]!);
  for (const url of found) expect(url.startsWith(prefix)).toBe(true);
  return found.map((url) => decodeURIComponent(new URL(url).searchParams.get('token') ?? ''));
}

const requestReset = (ctx: TestContext, email: string, remoteAddress?: string) =>
  ctx.signed({ method: 'POST', url: '/auth/request_reset_password', payload: { email }, remoteAddress });

const resetPassword = (ctx: TestContext, resetToken: string, password: string, remoteAddress?: string) =>
  ctx.signed({ method: 'POST', url: '/auth/reset_password', payload: { resetToken, password }, remoteAddress });

const updatePassword = (ctx: TestContext, token: string, oldPassword: string, password: string) =>
  ctx.asMember(token, { method: 'POST', url: '/auth/update_password', payload: { oldPassword, password } });

const signIn = (ctx: TestContext, email: string, password: string, idCA?: string) =>
  ctx.signed({ method: 'POST', url: '/auth', payload: { email, password, idCA } });

/** Asks for a reset and answers the one link of the newest message to the address. */
async function resetLinkFor(ctx: TestContext, email: string): Promise<string> {
  expect((await requestReset(ctx, email)).json()).toEqual({ success: true });
  const [newest] = await outbox(ctx, email);
  const [token] = linksIn(ctx, newest!);
  return token!;
}

async function accountId(ctx: TestContext, memberNumber: number): Promise<string> {
  const [row] = await rows<{ id: string }>(ctx.app.db, sql`select id from users where member_number = ${memberNumber}`);
  return row!.id;
}

describeEachDatabase('forgotten password: POST /auth/request_reset_password, POST /auth/reset_password', (ctx) => {
  it('e-mails a single-use link that sets a new password; the old one stops working', async () => {
    const response = await requestReset(ctx(), ' Former@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [mail, ...older] = await outbox(ctx(), DEMO.former.email);
    expect(older).toHaveLength(0);
    expect(mail!.subject).toBe(`${ctx().config.BRAND_NAME}: reset your password`);
    expect(mail!.text).toContain('Hi Casey,');
    expect(mail!.text).toContain('works once, for one hour');
    expect(mail!.text).toContain(`Write to ${ctx().config.SUPPORT_EMAIL}`);
    const tokens = linksIn(ctx(), mail!);
    expect(tokens).toHaveLength(1);
    expect(mail!.html).toContain(`href="${ctx().config.PUBLIC_URL}/new_password?token=`);

    const reset = await resetPassword(ctx(), tokens[0]!, 'Casey-2026');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });

    expect((await signIn(ctx(), DEMO.former.email, 'Casey-2026')).statusCode).toBe(200);
    const old = await signIn(ctx(), DEMO.former.email, DEMO.former.password);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(LOGIN_MESSAGES.incorrect);
    const [stored] = await rows<{ password_hash: string }>(
      ctx().app.db,
      sql`select password_hash from users where member_number = ${DEMO.former.memberNumber}`,
    );
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);

    const again = await resetPassword(ctx(), tokens[0]!, 'Another-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_EXPIRED);
    expect((await signIn(ctx(), DEMO.former.email, 'Casey-2026')).statusCode).toBe(200);
  });

  it("answers 404 'Cannot find this email' for an address no account has, and checks the e-mail", async () => {
    const unknown = await requestReset(ctx(), 'nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cannot find this email');
    expect(await outbox(ctx(), 'nobody@example.com')).toHaveLength(0);

    const invalid = await requestReset(ctx(), 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('email is not valid');
  });

  it('sends a family one e-mail with a link per account, each named; a link changes only its own account', async () => {
    expect((await requestReset(ctx(), DEMO.familyPrimary.email)).json()).toEqual({ success: true });
    const mails = await outbox(ctx(), DEMO.familyPrimary.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain('Hi Jordan and Sam,');
    expect(mail.text).toMatch(/Jordan \(member 100002\):\n\S+new_password\?token=/);
    expect(mail.text).toMatch(/Sam \(member 100003\):\n\S+new_password\?token=/);
    const [jordanToken, samToken] = linksIn(ctx(), mail);
    expect(jordanToken).not.toBe(samToken);

    expect((await resetPassword(ctx(), samToken!, 'Sam-New-1')).json()).toEqual({ success: true });
    expect((await signIn(ctx(), DEMO.familyMember.email, 'Sam-New-1', '100003')).statusCode).toBe(200);
    expect((await signIn(ctx(), DEMO.familyMember.email, DEMO.familyMember.password, '100003')).statusCode).toBe(404);
    expect((await signIn(ctx(), DEMO.familyPrimary.email, DEMO.familyPrimary.password, '100002')).statusCode).toBe(200);
    expect((await signIn(ctx(), DEMO.familyPrimary.email, 'Sam-New-1', '100002')).statusCode).toBe(404);

    // Jordan's link is Jordan's own and still works after Sam used theirs.
    expect((await resetPassword(ctx(), jordanToken!, 'Jordan-New-1')).json()).toEqual({ success: true });
    expect((await signIn(ctx(), DEMO.familyPrimary.email, 'Jordan-New-1', '100002')).statusCode).toBe(200);
    expect((await signIn(ctx(), DEMO.familyMember.email, 'Sam-New-1', '100003')).statusCode).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    const token = await resetLinkFor(ctx(), LAPSED.email);
    await ctx().app.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashPasswordToken(token)}`,
    );
    const late = await resetPassword(ctx(), token, 'Lapsed-2026');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(LINK_EXPIRED);
    expect((await signIn(ctx(), LAPSED.email, LAPSED.password)).statusCode).toBe(200);
  });

  it('gives a reset link one hour from the clock', async () => {
    const userId = await accountId(ctx(), LAPSED.memberNumber);
    const hourAgo = new PasswordTokens(ctx().app.db, () => new Date(Date.now() - 60 * 60 * 1000 - 1000));
    const expired = await hourAgo.create(userId, 'reset-password');
    expect((await resetPassword(ctx(), expired, 'Lapsed-2026')).json().message).toBe(LINK_EXPIRED);
    const almost = new PasswordTokens(ctx().app.db, () => new Date(Date.now() - 59 * 60 * 1000));
    const fresh = await almost.create(userId, 'reset-password');
    expect((await resetPassword(ctx(), fresh, 'Lapsed-2026')).json()).toEqual({ success: true });
    expect((await signIn(ctx(), LAPSED.email, 'Lapsed-2026')).statusCode).toBe(200);
  });

  it("sets a new member's first password from the set-password link of the join e-mail, once", async () => {
    const userId = await accountId(ctx(), DEMO.staff.memberNumber);
    const token = await new PasswordTokens(ctx().app.db).create(userId, 'set-password');
    expect((await resetPassword(ctx(), token, 'Staff-First-1')).json()).toEqual({ success: true });
    expect((await signIn(ctx(), DEMO.staff.email, 'Staff-First-1')).statusCode).toBe(200);
    expect((await resetPassword(ctx(), token, 'Staff-Second-1')).json().message).toBe(LINK_EXPIRED);
  });

  it('ends the older links of an account when one of them is used', async () => {
    const first = await resetLinkFor(ctx(), DEMO.trainer.email);
    const second = await resetLinkFor(ctx(), DEMO.trainer.email);
    expect(first).not.toBe(second);
    expect((await resetPassword(ctx(), second, 'Trainer-New-1')).json()).toEqual({ success: true });
    const stale = await resetPassword(ctx(), first, 'Trainer-Other-1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(LINK_EXPIRED);
    expect((await signIn(ctx(), DEMO.trainer.email, 'Trainer-New-1')).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens, weak and forbidden passwords; a refused password keeps the link', async () => {
    for (const resetToken of ['x'.repeat(43), 'short']) {
      const response = await resetPassword(ctx(), resetToken, 'Abcd1!');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LINK_EXPIRED);
    }
    const token = await resetLinkFor(ctx(), DEMO.director.email);
    const cases: [string, string][] = [
      ['abcdef', 'password should be at least medium strength'],
      ['Abc 123', 'password contains forbidden characters'],
      ['Ab1!', 'password should be a minimum of 6 characters long'],
      ['Aa1'.padEnd(26, 'z'), 'password should be a maximum of 25 characters long'],
      ['', 'password is required'],
    ];
    for (const [password, message] of cases) {
      const response = await resetPassword(ctx(), token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'password', message });
    }
    expect((await resetPassword(ctx(), token, 'Director-New-1')).json()).toEqual({ success: true });
  });
});

describeEachDatabase('changing a password: POST /auth/update_password', (ctx) => {
  it('changes the signed-in member’s password when the old one is right; the old one stops working', async () => {
    const token = await ctx().login(DEMO.former.email, DEMO.former.password);
    const response = await updatePassword(ctx(), token, DEMO.former.password, 'Changed-2026');
    expect(response.statusCode).toBe(200);
    // Plus a fresh token: the change ended this one (sessions-end.test.ts).
    expect(response.json()).toMatchObject({ success: true, message: 'Your password was updated' });
    expect(response.json().token).toEqual(expect.any(String));
    expect((await signIn(ctx(), DEMO.former.email, DEMO.former.password)).statusCode).toBe(404);
    expect((await signIn(ctx(), DEMO.former.email, 'Changed-2026')).statusCode).toBe(200);
  });

  it("answers 400 'Old password is incorrect' on the old-password field for a wrong one, and changes nothing", async () => {
    const token = await ctx().login(LAPSED.email, LAPSED.password);
    const response = await updatePassword(ctx(), token, 'Wrong-123', 'Changed-2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Old password is incorrect',
      errors: [{ field: 'oldPassword', message: 'Old password is incorrect' }],
    });
    expect((await signIn(ctx(), LAPSED.email, LAPSED.password)).statusCode).toBe(200);
  });

  it('checks the new password with the capitalised messages and the old one is required', async () => {
    const token = await ctx().login(LAPSED.email, LAPSED.password);
    const cases: [string, string, string][] = [
      [LAPSED.password, 'abcdef', 'Password should be at least medium strength'],
      [LAPSED.password, 'Abc 123', 'Password contains forbidden characters'],
      [LAPSED.password, 'Ab1', 'Password should be a minimum of 6 characters long'],
      ['', 'Changed-2026', 'Old password is required'],
    ];
    for (const [oldPassword, password, message] of cases) {
      const response = await updatePassword(ctx(), token, oldPassword, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await signIn(ctx(), LAPSED.email, LAPSED.password)).statusCode).toBe(200);
  });

  it("acts for the token's account only: another member's token cannot change this member's password", async () => {
    const trainer = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
    // The staff account's own old password, sent with the trainer's token, is a wrong old password for the trainer.
    const other = await updatePassword(ctx(), trainer, DEMO.staff.password, 'Taken-Over-1');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Old password is incorrect');
    expect((await signIn(ctx(), DEMO.staff.email, DEMO.staff.password)).statusCode).toBe(200);

    expect((await updatePassword(ctx(), trainer, DEMO.trainer.password, 'Trainer-New-1')).statusCode).toBe(200);
    expect((await signIn(ctx(), DEMO.trainer.email, 'Trainer-New-1')).statusCode).toBe(200);
    expect((await signIn(ctx(), DEMO.staff.email, DEMO.staff.password)).statusCode).toBe(200);
    expect((await signIn(ctx(), DEMO.staff.email, 'Trainer-New-1')).statusCode).toBe(404);
  });

  it('ends the reset links sent before the change', async () => {
    const link = await resetLinkFor(ctx(), DEMO.director.email);
    const token = await ctx().login(DEMO.director.email, DEMO.director.password);
    expect((await updatePassword(ctx(), token, DEMO.director.password, 'Director-New-1')).statusCode).toBe(200);
    expect((await resetPassword(ctx(), link, 'Director-Other-1')).json().message).toBe(LINK_EXPIRED);
    expect((await signIn(ctx(), DEMO.director.email, 'Director-New-1')).statusCode).toBe(200);
  });

  it('needs a member token', async () => {
    const response = await ctx().signed({
      method: 'POST',
      url: '/auth/update_password',
      payload: { oldPassword: DEMO.member.password, password: 'Changed-2026' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(LOGIN_MESSAGES.sessionEnded);
  });
});

describeEachDatabase(
  'password throttles',
  (ctx) => {
    it('refuses reset requests for one account after too many, with the throttle message', async () => {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(ctx(), 'nobody@example.com')).statusCode).toBe(404);
      const refused = await requestReset(ctx(), 'nobody@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(LOGIN_MESSAGES.throttled);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await requestReset(ctx(), DEMO.former.email)).statusCode).toBe(200);
    });

    it('refuses reset requests from one address across accounts', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await requestReset(ctx(), `someone${i}@example.com`, '203.0.113.20')).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    });

    it('refuses link guesses from one address after too many', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await resetPassword(ctx(), `guess-${i}`.padEnd(43, 'x'), 'Abcd1!', '203.0.113.21')).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });

    it('refuses old-password guesses for one member after too many', async () => {
      const token = await ctx().login(LAPSED.email, LAPSED.password);
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await updatePassword(ctx(), token, `Guess-${i}`, 'Abcd1!')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  },
  { LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_ADDRESS: '5' },
);
