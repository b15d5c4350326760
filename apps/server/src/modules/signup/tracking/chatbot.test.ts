import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chatbotRecords } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/app';

describeEachDatabase('chatbot records', (ctx) => {
  const insert = (sessionId: string) =>
    ctx().signup({
      method: 'GET',
      url: `/api/ols/insert-chatbotols-record?sessionId=${encodeURIComponent(sessionId)}`,
    });
  const update = (records: object) =>
    ctx().signup({ method: 'POST', url: '/api/ols/update-chatbotols-record', payload: { records } });
  const rows = (sessionId: string) =>
    ctx().app.db.select().from(chatbotRecords).where(eq(chatbotRecords.sessionId, sessionId));

  it('insert answers success and creates one record; inserting again changes nothing', async () => {
    const first = await insert('session-a');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    await update({ sessionId: 'session-a', currentPage: 'Choose a membership', data: { location: 'Oakland' } });

    const again = await insert('session-a');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
    const found = await rows('session-a');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ currentPage: 'Choose a membership', location: 'Oakland' });
  });

  it('update sets the current page and the location', async () => {
    await insert('session-b');
    // A record made a minute ago: the update's stamp is later whatever the clock's resolution (two requests in one
    // millisecond made this flaky).
    await ctx()
      .app.db.update(chatbotRecords)
      .set({ createdAt: sql`now() - interval '1 minute'`, updatedAt: sql`now() - interval '1 minute'` })
      .where(eq(chatbotRecords.sessionId, 'session-b'));
    const response = await update({
      sessionId: 'session-b',
      currentPage: 'Provide your email address',
      data: { location: 'Castro' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [record] = await rows('session-b');
    expect(record).toMatchObject({ currentPage: 'Provide your email address', location: 'Castro' });
    expect(record!.updatedAt.getTime()).toBeGreaterThan(record!.createdAt.getTime());

    await update({ sessionId: 'session-b', currentPage: 'Take your photo' });
    expect((await rows('session-b'))[0]).toMatchObject({ currentPage: 'Take your photo', location: 'Castro' });
  });

  it('update of an unknown session is 404 "Chatbot record not found"', async () => {
    const response = await update({ sessionId: 'never-inserted', currentPage: 'Take your photo' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'Chatbot record not found',
    });
    expect(await rows('never-inserted')).toHaveLength(0);
  });

  it.each([
    ['insert without a session id', () => ctx().signup({ method: 'GET', url: '/api/ols/insert-chatbotols-record' })],
    ['insert with an empty session id', () => insert('')],
    ['insert with an over-long session id', () => insert('s'.repeat(65))],
    [
      'update without records',
      () => ctx().signup({ method: 'POST', url: '/api/ols/update-chatbotols-record', payload: {} }),
    ],
    ['update without a current page', () => update({ sessionId: 'session-b' })],
  ])('refuses %s with 400', async (_label, call) => {
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});
