import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import type { StaffAccount } from '@gym/contracts/staff';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type AuditPage, auditPageSchema } from '@gym/contracts/staff-audit';
import { users } from '../../../db/schema';
import { clubTodayIso } from '../../../lib/club-date';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { recordAudit } from './audit-log';

type Ctx = () => TestContext;
const signIn = (ctx: Ctx, account: { email: string; password: string }) => ctx().login(account.email, account.password);

async function idOf(ctx: Ctx, memberNumber: number): Promise<string> {
  const [row] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.memberNumber, memberNumber));
  return row!.id;
}

async function audit(ctx: Ctx, token: string, query: Record<string, string> = {}): Promise<AuditPage> {
  const response = await ctx().asMember(token, { method: 'GET', url: `/staff/audit?${new URLSearchParams(query)}` });
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
}

const addNote = async (ctx: Ctx, token: string, memberId: string, body: string) => {
  const response = await ctx().asMember(token, {
    method: 'POST',
    url: `/staff/members/${memberId}/notes`,
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
};

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('staff: the audit log for the director', (ctx) => {
  it('lists the entries real actions wrote, newest first, and filters by action, actor, member, club and dates', async () => {
    const director = await signIn(ctx, DEMO.director);
    const desk = await signIn(ctx, DEMO.staff);
    const alex = await idOf(ctx, DEMO.member.memberNumber);
    const directorId = await idOf(ctx, DEMO.director.memberNumber);
    const deskId = await idOf(ctx, DEMO.staff.memberNumber);

    const created = await ctx().asMember(director, {
      method: 'POST',
      url: '/staff/accounts',
      payload: {
        email: 'audit.desk@example.com',
        firstName: 'Rae',
        lastName: 'Lopez',
        role: 'staff',
        clubIds: ['106'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<StaffAccount>();
    const updated = await ctx().asMember(director, {
      method: 'PUT',
      url: `/staff/accounts/${account.id}`,
      payload: { role: 'manager', clubIds: ['106', '104'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await addNote(ctx, director, alex, 'Asked about a freeze in March.');
    await addNote(ctx, desk, alex, 'Forgot the card; checked in by number.');

    const all = await audit(ctx, director);
    expect(all.nextCursor).toBeNull();
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'member.note-added',
      'member.note-added',
      'staff-account.updated',
      'staff-account.created',
    ]);
    expect(all.entries[0]).toMatchObject({
      actor: { id: deskId, email: DEMO.staff.email },
      member: { id: alex, name: 'Alex Rivera', memberNumber: String(DEMO.member.memberNumber) },
      club: { id: '101', displayName: 'Marin' },
      before: null,
      after: { body: 'Forgot the card; checked in by number.' },
    });
    expect(all.entries[2]).toMatchObject({
      actor: { id: directorId, email: DEMO.director.email },
      member: { id: account.id, name: 'Rae Lopez' },
      before: { role: 'staff', clubIds: ['106'] },
      after: { role: 'manager', clubIds: ['106', '104'] },
    });
    expect(Date.parse(all.entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(all.entries[3]!.at));

    const actions = (page: AuditPage) => page.entries.map((entry) => `${entry.action} ${entry.actor.email}`);
    expect(actions(await audit(ctx, director, { action: 'staff-account.created' }))).toEqual([
      `staff-account.created ${DEMO.director.email}`,
    ]);
    expect(actions(await audit(ctx, director, { actorId: deskId }))).toEqual([`member.note-added ${DEMO.staff.email}`]);
    expect(actions(await audit(ctx, director, { memberId: account.id }))).toEqual([
      `staff-account.updated ${DEMO.director.email}`,
      `staff-account.created ${DEMO.director.email}`,
    ]);
    const byNumber = await audit(ctx, director, { memberNumber: String(DEMO.member.memberNumber) });
    expect(byNumber.entries.map((entry) => entry.member?.id)).toEqual([alex, alex]);
    expect((await audit(ctx, director, { clubId: '101' })).entries).toHaveLength(2);
    expect((await audit(ctx, director, { clubId: '106' })).entries).toHaveLength(0);

    const today = clubTodayIso(new Date());
    expect((await audit(ctx, director, { from: today, to: today })).entries).toHaveLength(4);
    expect((await audit(ctx, director, { to: dayBefore(today) })).entries).toHaveLength(0);
    // Empty values are no filter: the form sends what it has.
    expect((await audit(ctx, director, { action: '', actorId: '', from: '' })).entries).toHaveLength(4);
  });

  it(`pages ${AUDIT_PAGE_SIZE} at a time with a cursor: every entry once, none skipped`, async () => {
    const director = await signIn(ctx, DEMO.director);
    const actorId = await idOf(ctx, DEMO.manager.memberNumber);
    const total = AUDIT_PAGE_SIZE + 7;
    // Written in one transaction, so many share one created_at: the id breaks the ties.
    await ctx().app.db.transaction(async (tx) => {
      for (let index = 0; index < total; index += 1) {
        await recordAudit(tx, { actorId, action: 'follow-up.contacted', after: { index } });
      }
    });
    const first = await audit(ctx, director, { actorId });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await audit(ctx, director, { actorId, cursor: first.nextCursor! });
    expect(second.entries).toHaveLength(total - AUDIT_PAGE_SIZE);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(total);

    for (const cursor of ['nonsense', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const response = await ctx().asMember(director, { method: 'GET', url: `/staff/audit?cursor=${cursor}` });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe(AUDIT_MESSAGES.cursorInvalid);
    }
  });

  it('answers 400 with a clear message for an unknown action, a bad member number and dates the wrong way round', async () => {
    const director = await signIn(ctx, DEMO.director);
    const cases: [string, string][] = [
      ['action=member.teleported', AUDIT_MESSAGES.actionInvalid],
      ['memberNumber=12ab', AUDIT_MESSAGES.memberNumberInvalid],
      ['actorId=42', AUDIT_MESSAGES.actorInvalid],
      ['from=2026-02-30', AUDIT_MESSAGES.fromInvalid],
      ['from=2026-03-02&to=2026-03-01', AUDIT_MESSAGES.fromAfterTo],
    ];
    for (const [query, message] of cases) {
      const response = await ctx().asMember(director, { method: 'GET', url: `/staff/audit?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('refuses the club manager, the front desk and members with a 403', async () => {
    for (const account of [DEMO.manager, DEMO.staff, DEMO.member]) {
      const response = await ctx().asMember(await signIn(ctx, account), { method: 'GET', url: '/staff/audit' });
      expect(response.statusCode, account.email).toBe(403);
      expect(response.json().message).toBe(LOGIN_MESSAGES.notAllowed);
    }
  });
});
