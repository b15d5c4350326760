import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { RESUME_MESSAGES, resumeSignupAnswerSchema } from '@gym/contracts/signup-resume';
import { type AbandonedSignup, abandonedSignupsAnswerSchema } from '@gym/contracts/staff-follow-ups';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import { auditEvents, followUpContacts, signupResumeTokens } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { DAY, HOUR, PERSONAL_INFO, STEP, resumeLinkOf, trackSignup } from './follow-ups-test-kit';

type Ctx = () => TestContext;
const clock = new ManualClock(new Date());
const signIn = (ctx: Ctx, account: { email: string; password: string }) => ctx().login(account.email, account.password);

async function listSignups(ctx: Ctx, token: string, query = '') {
  const response = await ctx().asMember(token, { method: 'GET', url: `/staff/follow-ups/signups${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return abandonedSignupsAnswerSchema.parse(response.json()).signups;
}

const post = (ctx: Ctx, token: string, url: string) => ctx().asMember(token, { method: 'POST', url });
const resume = (ctx: Ctx, token: string) =>
  ctx().signup({ method: 'POST', url: '/sign-up/resume', payload: { token } });

describeEachDatabase(
  'staff follow-ups: abandoned sign-ups, reminders and the resume link',
  (ctx) => {
    const ids: Record<string, string> = {};

    it('lists a manager only the sign-ups at their clubs, with contact, plan, step reached and UTM source', async () => {
      const now = clock.now();
      ids.oakland = await trackSignup(ctx, now, {
        email: 'jordan.lee@example.com',
        clubId: '106',
        planId: 'oakland-monthly',
        step: STEP.photo,
        personalInfo: PERSONAL_INFO,
        utmSource: 'instagram',
        idleMs: 2 * HOUR,
      });
      ids.emailOnly = await trackSignup(ctx, now, {
        email: 'kim.email@example.com',
        clubId: '106',
        planId: 'oakland-premier',
        step: STEP.email,
        idleMs: 3 * HOUR,
      });
      ids.marin = await trackSignup(ctx, now, {
        email: 'marin.visitor@example.com',
        clubId: '101',
        planId: 'marin-monthly',
        step: STEP.email,
        idleMs: 2.5 * HOUR,
      });
      await trackSignup(ctx, now, { email: 'busy@example.com', clubId: '106', step: STEP.email, idleMs: 10 * 60_000 });
      await trackSignup(ctx, now, { email: 'old@example.com', clubId: '106', step: STEP.email, idleMs: 9 * DAY });
      await trackSignup(ctx, now, {
        email: 'done@example.com',
        clubId: '106',
        step: STEP.congratulation,
        idleMs: HOUR * 2,
      });

      const manager = await signIn(ctx, DEMO.manager);
      const listed = await listSignups(ctx, manager);
      expect(listed.map((row) => row.signupId)).toEqual([ids.oakland, ids.emailOnly]);
      expect(listed[0]).toEqual<AbandonedSignup>({
        signupId: ids.oakland!,
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'jordan.lee@example.com',
        phone: '510-555-0142',
        club: { id: '106', displayName: 'Oakland' },
        plan: { id: 'oakland-monthly', name: 'Oakland Month to Month' },
        stepReached: 'Take your photo',
        lastActivityAt: new Date(now.getTime() - 2 * HOUR).toISOString(),
        utmSource: 'instagram',
        marks: { reminderSent: null, contacted: null },
      });
      // The e-mail step is not tracked after its look-up: the visitor went on to the personal info.
      expect(listed[1]).toMatchObject({ stepReached: 'Provide your personal Info', firstName: null, phone: null });
      expect((await listSignups(ctx, manager, '?days=30')).map((row) => row.email)).toContain('old@example.com');

      const director = await signIn(ctx, DEMO.director);
      expect((await listSignups(ctx, director)).map((row) => row.signupId)).toEqual([
        ids.oakland,
        ids.marin,
        ids.emailOnly,
      ]);
      expect((await listSignups(ctx, director, '?clubId=101')).map((row) => row.signupId)).toEqual([ids.marin]);
    });

    it('refuses the front desk, members, another club and a bad day count', async () => {
      const manager = await signIn(ctx, DEMO.manager);
      const marin = await ctx().asMember(manager, { method: 'GET', url: '/staff/follow-ups/signups?clubId=101' });
      expect(marin.statusCode).toBe(403);
      expect(marin.json()).toMatchObject({ message: STAFF_MESSAGES.clubOutOfScope });
      expect(
        (await ctx().asMember(manager, { method: 'GET', url: '/staff/follow-ups/signups?days=91' })).statusCode,
      ).toBe(400);
      for (const account of [DEMO.staff, DEMO.member]) {
        const token = await signIn(ctx, account);
        for (const url of ['/staff/follow-ups/signups', '/staff/follow-ups/past-due']) {
          expect((await ctx().asMember(token, { method: 'GET', url })).statusCode).toBe(403);
        }
        expect((await post(ctx, token, `/staff/follow-ups/signups/${ids.oakland}/reminder`)).statusCode).toBe(403);
      }
      // Another club's sign-up is not there at all for the manager, and nothing is written.
      const elsewhere = await post(ctx, manager, `/staff/follow-ups/signups/${ids.marin}/reminder`);
      expect(elsewhere.statusCode).toBe(404);
      expect(await ctx().app.db.select().from(followUpContacts)).toEqual([]);
      expect(await ctx().app.db.select().from(signupResumeTokens)).toEqual([]);
    });

    it('e-mails a reminder whose link resumes the sign-up once, without the photo or the card', async () => {
      const manager = await signIn(ctx, DEMO.manager);
      const sent = await post(ctx, manager, `/staff/follow-ups/signups/${ids.oakland}/reminder`);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ mark: { at: clock.now().toISOString(), by: 'Avery Santos' } });

      // The token, the mark and the audit row were written together; only the token's hash is kept.
      const link = await resumeLinkOf(ctx, 'jordan.lee@example.com');
      expect(link.path).toBe('/oakland');
      const [stored] = await ctx().app.db.select().from(signupResumeTokens);
      expect(stored).toMatchObject({ trackingId: ids.oakland, usedAt: null });
      expect(stored!.tokenHash).not.toContain(link.token);
      const [audit] = await ctx()
        .app.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'follow-up.reminder-sent'));
      expect(audit).toMatchObject({ clubId: '106', after: { signupId: ids.oakland, kind: 'reminder-sent' } });
      const [row] = await listSignups(ctx, manager);
      expect(row?.marks.reminderSent).toEqual({ at: clock.now().toISOString(), by: 'Avery Santos' });

      const first = await resume(ctx, link.token);
      expect(first.statusCode, first.body).toBe(200);
      const { data } = resumeSignupAnswerSchema.parse(first.json());
      expect(data).toEqual({
        session: ids.oakland,
        clubSlug: 'oakland',
        clubId: '106',
        planId: 'oakland-monthly',
        email: 'jordan.lee@example.com',
        existence: { status: 404, data: null, eligible: true },
        personalInfo: PERSONAL_INFO,
        step: STEP.photo,
      });
      expect(Object.keys(first.json().data)).not.toEqual(expect.arrayContaining(['photo']));
      expect(JSON.stringify(first.json())).not.toMatch(/card|photo/i);

      const second = await resume(ctx, link.token);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ message: RESUME_MESSAGES.used });
      expect((await resume(ctx, 'not-a-token-we-ever-made')).json()).toMatchObject({
        message: RESUME_MESSAGES.invalid,
      });
    });

    it('expires a link after 7 days, and opens an unfinished personal info at that step', async () => {
      const director = await signIn(ctx, DEMO.director);
      expect((await post(ctx, director, `/staff/follow-ups/signups/${ids.emailOnly}/reminder`)).statusCode).toBe(200);
      const link = await resumeLinkOf(ctx, 'kim.email@example.com');
      clock.advanceDays(7);
      clock.set(new Date(clock.now().getTime() + 60_000));
      const late = await resume(ctx, link.token);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: RESUME_MESSAGES.expired });

      expect((await post(ctx, director, `/staff/follow-ups/signups/${ids.emailOnly}/reminder`)).statusCode).toBe(200);
      const fresh = await resume(ctx, (await resumeLinkOf(ctx, 'kim.email@example.com')).token);
      expect(resumeSignupAnswerSchema.parse(fresh.json()).data).toMatchObject({
        step: STEP.personalInfo,
        planId: 'oakland-premier',
        personalInfo: null,
      });
    });

    it('marks a sign-up contacted with its audit row, one of each', async () => {
      const manager = await signIn(ctx, DEMO.manager);
      const marked = await post(ctx, manager, `/staff/follow-ups/signups/${ids.emailOnly}/contacted`);
      expect(marked.statusCode, marked.body).toBe(200);
      const marks = await ctx()
        .app.db.select()
        .from(followUpContacts)
        .where(eq(followUpContacts.signupId, ids.emailOnly!));
      const audits = await ctx().app.db.select().from(auditEvents).where(eq(auditEvents.action, 'follow-up.contacted'));
      expect(marks.filter((mark) => mark.kind === 'contacted')).toHaveLength(1);
      expect(audits).toHaveLength(1);
      expect(audits[0]!.after).toMatchObject({ markId: marks.find((mark) => mark.kind === 'contacted')!.id });
      const all = await ctx().app.db.select().from(followUpContacts);
      const audited = await ctx().app.db.select().from(auditEvents);
      const followUpAudits = audited.filter((entry) => entry.action.startsWith('follow-up.'));
      expect(followUpAudits.map((entry) => entry.after?.markId).sort()).toEqual(all.map((mark) => mark.id).sort());
    });
  },
  {},
  { clock },
);
