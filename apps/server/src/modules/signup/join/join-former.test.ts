import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { joinAnswerSchema } from '@gym/contracts/join';
import { describeEachDatabase } from '../../../test/app';
import { formerPayload, frameCard, multipart, rows, runState, submit } from '../../../test/join-kit';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '../../../providers/documents/samples';

describeEachDatabase('update-user: a former member rejoins', (ctx) => {
  const db = () => ctx().app.db;
  const update = async (payload: unknown, key: string, retry = false) =>
    submit(ctx(), retry ? '/api/ols/update-user-retry' : '/api/ols/update-user', payload, key);

  it.each([
    ['an active member', '100001'],
    ['a trainer', '100005'],
    ['an unknown number', '999999'],
  ])("refuses %s's caID before charging (400 'Sorry you are not eligible for this program!')", async (_label, caID) => {
    const key = randomUUID();
    const response = await update(formerPayload(await frameCard(ctx()), { caID }), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Sorry you are not eligible for this program!',
      errors: [{ field: 'caID' }],
    });
    expect(await runState(db(), key)).toEqual({ submissions: 0, charges: 0, providerCharges: 0, refunds: 0 });
  });

  it('reactivates former@example.com with the new details, membership, card and charge, and keeps the e-mail', async () => {
    const card = await frameCard(ctx());
    const key = randomUUID();
    const response = await update(formerPayload(card, { firstName: 'Casey Jo', contactCity: 'Berkeley' }), key);
    const answer = joinAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({
      success: true,
      data: { newUserData: { userId: '100004' }, card: { type: 'visa', last4: '4242' } },
    });

    const [user] = await rows<Record<string, unknown>>(db(), sql`select * from users where member_number = 100004`);
    expect(user).toMatchObject({
      email: 'former@example.com',
      member_status: 'active',
      first_name: 'Casey Jo',
      city: 'Berkeley',
      phone: '5105550123',
    });
    const userId = String(user?.id);
    expect(await rows(db(), sql`select plan_id, status from memberships where user_id = ${userId}`)).toEqual([
      { plan_id: 'oakland-monthly', status: 'active' },
    ]);
    expect(await runState(db(), key)).toEqual({ submissions: 1, charges: 1, providerCharges: 1, refunds: 0 });

    // The retry answers the same; a new run for the now active member is refused.
    expect((await update(formerPayload(card), key, true)).json().data.newUserData.userId).toBe('100004');
    expect((await update(formerPayload(card), randomUUID())).statusCode).toBe(400);
  });

  it('their confirmation e-mail has no set-password link: they have a password', async () => {
    const [answer] = await rows<{ answer: { data: { newUserData: { userId: string } } } }>(
      db(),
      sql`select s.answer from join_submissions s join users u on u.id = s.user_id where u.member_number = 100004`,
    );
    expect(answer?.answer.data.newUserData.userId).toBe('100004');
    // The join token is made for every answer: take it from a repeat of the run.
    const [run] = await rows<{ run_key: string }>(
      db(),
      sql`select s.run_key from join_submissions s join users u on u.id = s.user_id where u.member_number = 100004`,
    );
    const repeat = await update(formerPayload(await frameCard(ctx())), run!.run_key, true);
    const token = repeat.json().data.joinToken as string;
    const form = await multipart({
      documentId: '3',
      esignuser: { bytes: SAMPLE_SIGNATURE_PNG, filename: 'signature.png', type: 'image/png' },
      userpic: { bytes: SAMPLE_PHOTO_JPEG, filename: 'photo.jpg', type: 'image/jpeg' },
    });
    const signed = await ctx().signed({
      method: 'POST',
      url: '/api/ols/upload-photo/olstncdocumnetsign',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(signed.json()).toEqual({ success: true });
    const mail = await ctx().app.inject({ method: 'GET', url: '/dev/mail.json?to=former%40example.com' });
    const [message] = mail.json().messages;
    expect(message.attachments).toHaveLength(2);
    expect(message.text).not.toContain('new_password');
  });

  it('their confirmation e-mail welcomes them back, rather than thanking them for joining', async () => {
    const mail = await ctx().app.inject({ method: 'GET', url: '/dev/mail.json?to=former%40example.com' });
    const [message] = mail.json().messages;
    expect(message.subject).toBe('Welcome to Bay Fit Clubs: your membership is confirmed');
    expect(message.text).toContain('\n\nWelcome back to Bay Fit Clubs! Here is your purchase:\n');
    expect(message.html).toContain('Welcome back to Bay Fit Clubs! Here is your purchase:');
    expect(`${message.text}${message.html}`).not.toContain('Thanks for joining');
  });
});
