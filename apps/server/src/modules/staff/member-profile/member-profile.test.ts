import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { STAFF_ACTION_MESSAGES } from '@gym/contracts/staff-member-actions';
import { STAFF_MEMBER_MESSAGES, memberPageSchema } from '@gym/contracts/staff-member';
import { auditEvents, memberNotes, users } from '../../../db/schema';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { joinedMember } from '../../../test/join-kit';

type Ctx = () => TestContext;

const signIn = (ctx: Ctx, account: { email: string; password: string }) => ctx().login(account.email, account.password);

async function idOf(ctx: Ctx, email: string): Promise<string> {
  const [row] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const pageOf = (ctx: Ctx, token: string, memberId: string) =>
  ctx().asMember(token, { method: 'GET', url: `/staff/members/${memberId}` });

const post = (ctx: Ctx, token: string, url: string, payload: Record<string, unknown>) =>
  ctx().asMember(token, { method: 'POST', url, payload });

const auditOf = (ctx: Ctx, memberId: string) =>
  ctx().app.db.select().from(auditEvents).where(eq(auditEvents.subjectId, memberId));

async function outbox(ctx: Ctx, to: string) {
  const response = await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(to)}` });
  return response.json<{ messages: { subject: string; text: string; attachments?: unknown[] }[] }>().messages;
}

describeEachDatabase('staff: a member’s page', (ctx) => {
  it("shows an Oakland member who joined online: details, membership, the join's payment, card, documents", async () => {
    const joiner = await joinedMember(ctx());
    const manager = await signIn(ctx, DEMO.manager);
    const response = await pageOf(ctx, manager, joiner.userId);
    expect(response.statusCode, response.body).toBe(200);
    const page = memberPageSchema.parse(response.json());
    expect(page.details).toMatchObject({
      id: joiner.userId,
      memberNumber: joiner.caId,
      firstName: 'Robin',
      lastName: 'Joiner',
      email: joiner.email,
      homeClub: { id: '106', displayName: 'Oakland' },
      birthday: '1990-12-10',
    });
    expect(page.membership).toMatchObject({ status: 'active', monthly: true, cancellation: null });
    expect(page.membership?.standing.status).toBe('current');
    const [payment, ...others] = page.payments;
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ refundedCents: 0, card: 'Visa ending 4242' });
    expect(payment!.amountCents).toBeGreaterThan(0);
    expect(payment!.refundableCents).toBe(payment!.amountCents);
    expect(payment!.paidFor).toMatch(/^Joining/);
    expect(page.membershipHistory.map((event) => event.kind)).toEqual(['membership']);
    expect(page.cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', primary: true })]);
    expect(JSON.stringify(page)).not.toContain('4242424242424242');
    expect(page.visits).toEqual([]);
    expect(page.notes).toEqual([]);
    expect(page.guestPasses.passes).toEqual([]);

    // The receipt downloads from the staff route (made on first ask), and then is listed with its document id.
    const receipt = await ctx().asMember(manager, { method: 'GET', url: payment!.receiptPath });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = memberPageSchema.parse((await pageOf(ctx, manager, joiner.userId)).json());
    const document = again.documents.find((entry) => entry.kind === 'receipt');
    expect(again.payments[0]!.receiptDocumentId).toBe(document?.id);
    const download = await ctx().asMember(manager, { method: 'GET', url: document!.path });
    expect(download.statusCode).toBe(200);
  });

  it("answers 404 for a member outside the account's clubs, for a staff account and for no one", async () => {
    const manager = await signIn(ctx, DEMO.manager);
    const alex = await idOf(ctx, DEMO.member.email);
    for (const memberId of [alex, await idOf(ctx, DEMO.director.email), crypto.randomUUID()]) {
      const refused = await pageOf(ctx, manager, memberId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: STAFF_MEMBER_MESSAGES.memberNotFound });
    }
    const note = await post(ctx, manager, `/staff/members/${alex}/notes`, { body: 'Called about a freeze' });
    expect(note.statusCode).toBe(404);
    const link = await post(ctx, manager, `/staff/members/${alex}/password-link`, { reason: 'Asked at the desk' });
    expect(link.statusCode).toBe(404);
    expect(await auditOf(ctx, alex)).toEqual([]);
    expect(await ctx().app.db.select().from(memberNotes).where(eq(memberNotes.memberId, alex))).toEqual([]);

    // The director works every club: Alex (Marin) and his saved card, masked.
    const director = await signIn(ctx, DEMO.director);
    const page = memberPageSchema.parse((await pageOf(ctx, director, alex)).json());
    expect(page.details).toMatchObject({ firstName: 'Alex', homeClub: { id: '101' } });
    expect(page.cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', primary: true })]);
  });

  it('lets the front desk read the page and add notes, but not send e-mails; refuses a member', async () => {
    const desk = await signIn(ctx, DEMO.staff);
    const alex = await idOf(ctx, DEMO.member.email);
    expect((await pageOf(ctx, desk, alex)).statusCode).toBe(200);
    for (const action of ['password-link', 'welcome-email']) {
      const refused = await post(ctx, desk, `/staff/members/${alex}/${action}`, { reason: 'Asked at the desk' });
      expect(refused.statusCode, action).toBe(403);
    }
    expect(await outbox(ctx, DEMO.member.email)).toEqual([]);
    const member = await signIn(ctx, DEMO.member);
    expect((await pageOf(ctx, member, alex)).statusCode).toBe(403);
  });

  it('keeps notes newest first with their author, each with its audit row; an empty note is refused', async () => {
    const desk = await signIn(ctx, DEMO.staff);
    const casey = await idOf(ctx, 'former@example.com');
    const url = `/staff/members/${casey}/notes`;
    const blank = await post(ctx, desk, url, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: STAFF_MEMBER_MESSAGES.noteRequired });
    for (const body of ['Asked about rejoining', 'Wants the Oakland monthly plan']) {
      const added = await post(ctx, desk, url, { body });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ data: { body, authorName: 'Riley Chen' } });
    }
    const page = memberPageSchema.parse((await pageOf(ctx, desk, casey)).json());
    expect(page.notes.map((note) => note.body)).toEqual(['Wants the Oakland monthly plan', 'Asked about rejoining']);
    const audit = await auditOf(ctx, casey);
    expect(audit).toHaveLength(2);
    const noteIds = page.notes.map((note) => note.id).sort();
    expect(audit.map((row) => row.after?.noteId).sort()).toEqual(noteIds);
    expect(audit.every((row) => row.action === 'member.note-added' && row.clubId === '106')).toBe(true);
  });

  it('e-mails a set-password link that works, and sends the welcome e-mail again, each audited with its reason', async () => {
    const joiner = await joinedMember(ctx());
    const manager = await signIn(ctx, DEMO.manager);
    const base = `/staff/members/${joiner.userId}`;
    const noReason = await post(ctx, manager, `${base}/password-link`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: STAFF_ACTION_MESSAGES.reasonRequired });

    const sent = await post(ctx, manager, `${base}/password-link`, { reason: 'Locked out, called the club' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: STAFF_MEMBER_MESSAGES.passwordLinkSent(joiner.email) });
    const [mail] = (await outbox(ctx, joiner.email)).filter((message) => message.subject.includes('set your password'));
    const url = /\S+\/new_password\?token=\S+/.exec(mail!.text)?.[0] ?? '';
    const resetToken = new URL(url).searchParams.get('token');
    const reset = await ctx().signed({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { resetToken, password: 'Staff-Sent-Link-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await ctx().login(joiner.email, 'Staff-Sent-Link-1');

    const welcome = await post(ctx, manager, `${base}/welcome-email`, { reason: 'Lost the first one' });
    expect(welcome.statusCode, welcome.body).toBe(200);
    const welcomes = (await outbox(ctx, joiner.email)).filter((message) => message.subject.startsWith('Welcome to'));
    expect(welcomes.length).toBeGreaterThanOrEqual(1);

    const managerId = await idOf(ctx, DEMO.manager.email);
    const audit = await ctx()
      .app.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, joiner.userId), eq(auditEvents.actorId, managerId)));
    expect(audit.map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['member.password-link-sent', 'Locked out, called the club'],
        ['member.welcome-resent', 'Lost the first one'],
      ]),
    );
    expect(audit).toHaveLength(2);

    // Casey joined before the online join existed: there is no welcome e-mail to send again.
    const casey = await idOf(ctx, 'former@example.com');
    const none = await post(ctx, manager, `/staff/members/${casey}/welcome-email`, { reason: 'Asked for it' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: STAFF_MEMBER_MESSAGES.noJoin });
  });
});
