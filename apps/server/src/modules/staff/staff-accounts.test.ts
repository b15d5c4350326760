import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { MESSAGES } from '@gym/contracts/messages';
import { STAFF_MESSAGES, type StaffAccount, staffScopeSchema } from '@gym/contracts/staff';
import { auditEvents, users } from '../../db/schema';
import { type TestContext, describeEachDatabase } from '../../test/app';
import { DEMO } from '../../test/demo';

type Ctx = () => TestContext;
const ALL_CLUBS = ['101', '102', '103', '104', '105', '106', '107', '108'];
const PASSWORD = 'Desk-Oakland-2026!';

const signIn = (ctx: Ctx, account: { email: string; password: string }) => ctx().login(account.email, account.password);

const scope = async (ctx: Ctx, token: string) => {
  const response = await ctx().asMember(token, { method: 'GET', url: '/staff/scope' });
  expect(response.statusCode, response.body).toBe(200);
  return staffScopeSchema.parse(response.json());
};

const createAccount = (ctx: Ctx, token: string, payload: Record<string, unknown>) =>
  ctx().asMember(token, { method: 'POST', url: '/staff/accounts', payload });

const checkIn = (ctx: Ctx, token: string, clubId: string) =>
  ctx().asMember(token, {
    method: 'POST',
    url: '/staff/check-ins',
    payload: { scanCode: 'BFC-100001', clubId, manual: true },
  });

async function auditOf(ctx: Ctx, subjectId: string) {
  return ctx().app.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));
}

/** The newest set-password link e-mailed to the address, as its token. */
async function setPasswordToken(ctx: Ctx, email: string): Promise<string> {
  const response = await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` });
  const [mail] = response.json<{ messages: { subject: string; text: string }[] }>().messages;
  expect(mail?.subject).toContain('your staff account');
  const url = /\S+\/new_password\?token=\S+/.exec(mail!.text)?.[0] ?? '';
  return new URL(url).searchParams.get('token') ?? '';
}

/** A new Oakland front desk, with its password set through the e-mailed link and signed in. */
async function oaklandDesk(ctx: Ctx, director: string, email: string) {
  const created = await createAccount(ctx, director, {
    email,
    firstName: 'Dana',
    lastName: 'Ortiz',
    role: 'staff',
    clubIds: ['106'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const account = created.json<StaffAccount>();
  const reset = await ctx().signed({
    method: 'POST',
    url: '/auth/reset_password',
    payload: { resetToken: await setPasswordToken(ctx, email), password: PASSWORD },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  return { account, token: await signIn(ctx, { email, password: PASSWORD }) };
}

describeEachDatabase('staff: scopes and the director’s staff accounts', (ctx) => {
  it('answers each role its clubs: the director every club, the manager and the front desk theirs', async () => {
    expect(await scope(ctx, await signIn(ctx, DEMO.director))).toEqual({
      role: 'director',
      allClubs: true,
      clubIds: ALL_CLUBS,
    });
    expect(await scope(ctx, await signIn(ctx, DEMO.manager))).toEqual({
      role: 'manager',
      allClubs: false,
      clubIds: ['106'],
    });
    expect((await scope(ctx, await signIn(ctx, DEMO.staff))).clubIds).toEqual(ALL_CLUBS);
    const member = await ctx().asMember(await signIn(ctx, DEMO.member), { method: 'GET', url: '/staff/scope' });
    expect(member.statusCode).toBe(403);
  });

  it('the director makes an Oakland front desk: e-mailed a link, it signs in and works Oakland’s desk only', async () => {
    const director = await signIn(ctx, DEMO.director);
    const { account, token } = await oaklandDesk(ctx, director, 'dana.desk@example.com');
    expect(account).toMatchObject({ role: 'staff', clubIds: ['106'], active: true, email: 'dana.desk@example.com' });
    expect(await scope(ctx, token)).toEqual({ role: 'staff', allClubs: false, clubIds: ['106'] });

    expect((await checkIn(ctx, token, '106')).statusCode).toBe(200);
    const elsewhere = await checkIn(ctx, token, '101');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: STAFF_MESSAGES.clubOutOfScope });

    const [entry, ...more] = await auditOf(ctx, account.id);
    expect(more).toEqual([]);
    const directorId = await idOf(ctx, DEMO.director.email);
    expect(entry).toMatchObject({
      actorId: directorId,
      action: 'staff-account.created',
      after: { email: 'dana.desk@example.com', role: 'staff', clubIds: ['106'] },
    });
  });

  it('moving an account to other clubs or a role ends its sessions, and is audited with before and after', async () => {
    const director = await signIn(ctx, DEMO.director);
    const { account, token } = await oaklandDesk(ctx, director, 'move.me@example.com');
    const moved = await ctx().asMember(director, {
      method: 'PUT',
      url: `/staff/accounts/${account.id}`,
      payload: { role: 'manager', clubIds: ['101', '108'] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ role: 'manager', clubIds: ['101', '108'] });
    expect((await ctx().asMember(token, { method: 'GET', url: '/staff/scope' })).statusCode).toBe(401);
    const again = await signIn(ctx, { email: 'move.me@example.com', password: PASSWORD });
    expect(await scope(ctx, again)).toEqual({ role: 'manager', allClubs: false, clubIds: ['101', '108'] });
    const updated = (await auditOf(ctx, account.id)).find((entry) => entry.action === 'staff-account.updated');
    expect(updated).toMatchObject({
      before: { role: 'staff', clubIds: ['106'] },
      after: { role: 'manager', clubIds: ['101', '108'] },
    });
  });

  it('a deactivated account is signed out at once and cannot sign in again', async () => {
    const director = await signIn(ctx, DEMO.director);
    const { account, token } = await oaklandDesk(ctx, director, 'leaving@example.com');
    const off = await ctx().asMember(director, { method: 'POST', url: `/staff/accounts/${account.id}/deactivate` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect((await checkIn(ctx, token, '106')).statusCode).toBe(401);
    const login = await ctx().signed({
      method: 'POST',
      url: '/auth',
      payload: { email: 'leaving@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toMatchObject({ message: LOGIN_MESSAGES.incorrect });
    expect((await auditOf(ctx, account.id)).map((entry) => entry.action)).toContain('staff-account.deactivated');
  });

  it('refuses what is not the director’s to do, and writes nothing for a refused change', async () => {
    const director = await signIn(ctx, DEMO.director);
    const directorId = await idOf(ctx, DEMO.director.email);
    const own = await ctx().asMember(director, { method: 'POST', url: `/staff/accounts/${directorId}/deactivate` });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: STAFF_MESSAGES.ownAccount });

    const taken = await createAccount(ctx, director, {
      email: DEMO.member.email,
      firstName: 'A',
      lastName: 'B',
      role: 'staff',
      clubIds: ['101'],
    });
    expect(taken.statusCode).toBe(409);
    const unknownClub = await createAccount(ctx, director, {
      email: 'nowhere@example.com',
      firstName: 'A',
      lastName: 'B',
      role: 'staff',
      clubIds: ['999'],
    });
    expect(unknownClub.statusCode).toBe(400);
    expect(unknownClub.json()).toMatchObject({ message: MESSAGES.clubDoesNotExist });
    const noClubs = await createAccount(ctx, director, {
      email: 'nowhere@example.com',
      firstName: 'A',
      lastName: 'B',
      role: 'staff',
      clubIds: [],
    });
    expect(noClubs.statusCode).toBe(400);
    expect(await ctx().app.db.select().from(users).where(eq(users.email, 'nowhere@example.com'))).toEqual([]);

    for (const account of [DEMO.manager, DEMO.staff, DEMO.trainer, DEMO.member]) {
      const token = await signIn(ctx, account);
      const list = await ctx().asMember(token, { method: 'GET', url: '/staff/accounts' });
      expect(list.statusCode, account.email).toBe(403);
      const made = await createAccount(ctx, token, {
        email: 'sneaky@example.com',
        firstName: 'A',
        lastName: 'B',
        role: 'manager',
        clubIds: ['101'],
      });
      expect(made.statusCode, account.email).toBe(403);
    }
  });

  it('the manager of Oakland works Oakland’s desk and no other', async () => {
    const manager = await signIn(ctx, DEMO.manager);
    expect((await checkIn(ctx, manager, '106')).statusCode).toBe(200);
    expect((await checkIn(ctx, manager, '104')).statusCode).toBe(403);
  });
});

async function idOf(ctx: Ctx, email: string): Promise<string> {
  const [row] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
