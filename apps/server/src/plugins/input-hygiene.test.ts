import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@gym/contracts/input-rules';
import { SAMPLE_PHOTO_JPEG } from '../providers/documents/samples';
import { type TestContext, describeEachDatabase } from '../test/app';
import { DEMO } from '../test/demo';
import { count, frameCard, joinedMember, multipart, newPayload, rows, submit } from '../test/join-kit';

/**
 * The inputs issue 10's probes answered with a 500, each once, on both engines (the generated-input suites in
 * test/fuzz/ try thousands): NUL characters anywhere, malformed multipart bodies, out-of-range numbers.
 */
describeEachDatabase('input hygiene', (ctx: () => TestContext) => {
  const expectNulRefused = (response: { statusCode: number; json(): { message?: string } }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INPUT_MESSAGES.nulCharacter);
  };

  it('refuses a NUL character in a query value, a body field and a header before anything is written', async () => {
    const before = await rows<{ n: number }>(ctx().app.db, sql`select count(*)::int as n from chatbot_records`);
    expectNulRefused(await ctx().signup({ method: 'GET', url: '/api/ols/insert-chatbotols-record?sessionId=a%00b' }));
    const after = await rows<{ n: number }>(ctx().app.db, sql`select count(*)::int as n from chatbot_records`);
    expect(after).toEqual(before);

    const staff = await ctx().login(DEMO.staff.email, DEMO.staff.password);
    const checkIn = {
      method: 'POST',
      url: '/staff/check-ins',
      payload: { scanCode: 'BFC-\u0000100001', clubId: '101' },
    };
    const refused = await ctx().asMember(staff, checkIn);
    expectNulRefused(refused);
    expect(refused.json().errors).toEqual([{ field: 'scanCode', message: INPUT_MESSAGES.nulCharacter }]);

    const member = await ctx().login(DEMO.member.email, DEMO.member.password);
    expectNulRefused(
      await ctx().asMember(member, { method: 'GET', url: '/billing', headers: { 'user-agent': 'a\u0000b' } }),
    );
  });

  it('refuses a lone surrogate (half of a character, which Postgres refuses in JSON) before anything is written', async () => {
    const payload = newPayload(await frameCard(ctx()), { contactAddressLine1: '12 Main St \uD800' });
    const attempts = await count(ctx().app.db, 'join_attempts');
    const refused = await submit(ctx(), '/api/ols/create-user', payload, crypto.randomUUID());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'contactAddressLine1', message: INPUT_MESSAGES.loneSurrogate }]);
    expect(await count(ctx().app.db, 'join_attempts')).toBe(attempts);
    // A whole astral character is text like any other.
    const emoji = newPayload(await frameCard(ctx()), { contactAddressLine1: '12 Main St \uD83D\uDE00' });
    expect((await submit(ctx(), '/api/ols/create-user', emoji, crypto.randomUUID())).statusCode).toBe(200);
  });

  it('answers malformed multipart bodies with a 400 and its message, a stalled one included', async () => {
    const { joinToken, caId } = await joinedMember(ctx());
    const form = await multipart({
      profilePicture: { bytes: SAMPLE_PHOTO_JPEG, filename: 'a.jpg', type: 'image/jpeg' },
    });
    const upload = (payload: Buffer | string, contentType: string) =>
      ctx().signed({
        method: 'POST',
        url: `/api/ols/upload-photo?caId=${caId}`,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${joinToken}` },
      });
    const boundary = form.headers['content-type'].split('boundary=')[1]!;
    const malformed = [
      upload(form.payload, 'multipart/form-data'),
      upload(form.payload, 'multipart/form-data; boundary=another'),
      upload(form.payload.subarray(0, 200), form.headers['content-type']),
      upload(form.payload.subarray(0, form.payload.lastIndexOf(`--${boundary}--`)), form.headers['content-type']),
      upload(Buffer.from([1, 2, 3]), form.headers['content-type']),
      // A part busboy skips (no Content-Disposition) larger than its 16 KB buffer: it used to hang for good.
      upload(`--${boundary}\r\n\r\n${'y'.repeat(20_000)}\r\n--${boundary}--\r\n`, form.headers['content-type']),
    ];
    for (const response of await Promise.all(malformed)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INPUT_MESSAGES.malformedUpload);
    }
    const withNul = await multipart({ documentId: '3', 'updateOLSUserDto.firstName': 'Ro\u0000bin' });
    const sign = await ctx().signed({
      method: 'POST',
      url: '/api/ols/upload-photo/olstncdocumnetsign',
      payload: withNul.payload,
      headers: { ...withNul.headers, authorization: `Bearer ${joinToken}` },
    });
    expectNulRefused(sign);
  });

  it('refuses UTM payments that do not fit their integer column, and stores ones that do', async () => {
    const { joinToken, caId } = await joinedMember(ctx());
    const utm = (payment: number) =>
      ctx().signed({
        method: 'POST',
        url: '/api/ols/update-utm-info',
        payload: {
          caid: caId,
          utmSource: 'mail',
          marketingInitialOnlinePayment: payment,
          marketingMonthlyPayment: 49.99,
        },
        headers: { authorization: `Bearer ${joinToken}` },
      });
    for (const payment of [9007199254740992, -10297138000, 1e308, -1e308, -1, 100_000.01]) {
      const response = await utm(payment);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await utm(100_000)).statusCode).toBe(200);
  });
});
