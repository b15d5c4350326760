import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsAnswerSchema, receiptUploadAnswerSchema } from '@gym/contracts/join';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '../../../providers/documents/samples';
import { describeEachDatabase } from '../../../test/app';
import { columnsContaining } from '../../../test/db-scan';
import { type FormValue, joinedMember, multipart, rows, testJoinModule } from '../../../test/join-kit';
import { ensurePdftotext, pdfToText } from '../../../test/pdftotext';
import { PasswordTokens } from '../../accounts/password-tokens/password-tokens';

const pdftotext = ensurePdftotext();
const jpeg = (bytes: Uint8Array = SAMPLE_PHOTO_JPEG): FormValue => ({
  bytes,
  filename: 'photo.jpg',
  type: 'image/jpeg',
});
const png: FormValue = { bytes: SAMPLE_SIGNATURE_PNG, filename: 'signature.png', type: 'image/png' };

interface OutboxMessage {
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

describeEachDatabase('the calls after a join: photo, e-signature, receipt, documents, e-mail', (ctx) => {
  let member: Awaited<ReturnType<typeof joinedMember>>;
  beforeAll(async () => {
    member = await joinedMember(ctx());
  });
  const post = async (url: string, fields: Record<string, FormValue>, token = member.joinToken) => {
    const form = await multipart(fields);
    return ctx().signed({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
  };
  const sign = (fields: Record<string, FormValue> = {}, token?: string) =>
    post(
      '/api/ols/upload-photo/olstncdocumnetsign',
      { documentId: '3', useripaddress: '203.0.113.99', esignuser: png, userpic: jpeg(), ...fields },
      token,
    );
  const documents = (caId = member.caId, token = member.joinToken) =>
    ctx().signed({
      method: 'POST',
      url: '/api/ols/documents/base64',
      payload: { caId },
      headers: { authorization: `Bearer ${token}` },
    });
  const outbox = async (to: string): Promise<OutboxMessage[]> =>
    (await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(to)}` })).json().messages;

  describe('POST /api/ols/upload-photo', () => {
    it("stores the member's JPEG as the profile photo", async () => {
      const response = await post(`/api/ols/upload-photo?caId=${member.caId}`, { profilePicture: jpeg() });
      expect(response.json()).toEqual({ success: true });
      const [user] = await rows<{ photo_key: string }>(
        ctx().app.db,
        sql`select photo_key from users where id = ${member.userId}`,
      );
      expect(user?.photo_key).toMatch(new RegExp(`^members/${member.userId}/photo-`));
      expect((await ctx().app.storage.get(user!.photo_key))?.contentType).toBe('image/jpeg');
    });

    it.each([
      ['another member', '100001', 403],
      ['an unknown member number', '9999999', 403],
    ])("refuses %s's caId (%i)", async (_label, caId, status) => {
      const response = await post(`/api/ols/upload-photo?caId=${caId}`, { profilePicture: jpeg() });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This member number does not belong to this sign-up.',
      });
    });

    it('refuses a file that is not a JPEG by its bytes (400), and one over 2 MB (413)', async () => {
      const notJpeg = await post(`/api/ols/upload-photo?caId=${member.caId}`, {
        profilePicture: { ...png, filename: 'photo.jpg' },
      });
      expect(notJpeg.statusCode).toBe(400);
      expect(notJpeg.json().message).toBe('The photo must be a JPEG image.');
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(SAMPLE_PHOTO_JPEG);
      const tooBig = await post(`/api/ols/upload-photo?caId=${member.caId}`, { profilePicture: jpeg(big) });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe('The file is too large: at most 2 MB.');
    });

    it('needs the join token: none, the sign-up token and a forged one are 401', async () => {
      const form = await multipart({ profilePicture: jpeg() });
      const url = `/api/ols/upload-photo?caId=${member.caId}`;
      expect((await ctx().signed({ method: 'POST', url, ...form })).statusCode).toBe(401);
      expect((await ctx().signup({ method: 'POST', url, ...form })).statusCode).toBe(401);
      expect((await post(url, { profilePicture: jpeg() }, `${member.joinToken}x`)).statusCode).toBe(401);
    });
  });

  it("answers 404 'PDF data not found' until both PDFs exist; the receipt alone sends no e-mail", async () => {
    const none = await documents();
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, message: 'PDF data not found' });

    const receipt = await post('/api/ols/upload-photo/olstncdocumnetreceipt', {});
    expect(receiptUploadAnswerSchema.parse(receipt.json())).toEqual({
      success: true,
      data: { fileName: `receipt-${member.caId}.pdf` },
    });
    const again = await post('/api/ols/upload-photo/olstncdocumnetreceipt', {});
    expect(again.json()).toEqual(receipt.json());
    expect((await documents()).json().message).toBe('PDF data not found');
    expect(await outbox(member.email)).toEqual([]);
  });

  it('the agreement upload stores the signature with the address the server saw, makes the agreement and sends the e-mail', async () => {
    const response = await sign({
      'updateOLSUserDto.FirstName': 'Robin',
      'updateOLSUserDto.Note': 'card 4242 4242 4242 4242',
    });
    expect(response.json()).toEqual({ success: true });
    const [signature] = await rows<Record<string, unknown>>(
      ctx().app.db,
      sql`select * from e_signatures where user_id = ${member.userId}`,
    );
    expect(signature).toMatchObject({
      document_id: 3,
      ip_address: '127.0.0.1',
      audit: { FirstName: 'Robin', Note: 'card [masked]' },
    });

    const answer = documentsAnswerSchema.parse((await documents()).json());
    const { receiptPDF, membershipAgreementPDF } = answer.data;
    expect(receiptPDF).toMatchObject({ fileName: `receipt-${member.caId}.pdf`, documentType: 'receipt' });
    expect(membershipAgreementPDF).toMatchObject({
      fileName: `membership-agreement-${member.caId}.pdf`,
      documentType: 'membership-agreement',
    });
    const agreement = Buffer.from(membershipAgreementPDF.base64Data, 'base64');
    expect(agreement.subarray(0, 5).toString()).toBe('%PDF-');
    if (pdftotext.available) {
      const text = pdfToText(agreement);
      expect(text).toContain('Robin Joiner');
      expect(text).toContain('127.0.0.1');
      expect(text).not.toContain('203.0.113.99');
      expect(pdfToText(Buffer.from(receiptPDF.base64Data, 'base64'))).toContain('Oakland Month to Month');
    }

    const [mail, ...more] = await outbox(member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Welcome to Bay Fit Clubs: your membership is confirmed');
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`receipt-${member.caId}.pdf`, 'application/pdf'],
      [`membership-agreement-${member.caId}.pdf`, 'application/pdf'],
    ]);
    expect(mail?.text).toContain('Oakland Month to Month');
    // The brand as people write it, not the provider's code ('visa').
    expect(mail?.text).toMatch(/\(Visa ending in \d{4}\)/);
    // How to cancel online, said plainly (docs/decisions/0028).
    expect(mail?.text).toContain(
      'You can cancel your Bay Fit Clubs membership online at any time, on your membership page:\n' +
        'http://localhost:3000/membership',
    );
    expect(mail?.html).toContain('<a href="http://localhost:3000/membership">');
    const link = /http:\/\/localhost:3000\/new_password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    expect(mail?.html).toContain(link![0]);

    // Only the token's hash is stored; it sets a password once.
    const token = link![1]!;
    const [stored] = await rows<Record<string, unknown>>(
      ctx().app.db,
      sql`select * from password_tokens where user_id = ${member.userId}`,
    );
    expect(stored).toMatchObject({
      purpose: 'set-password',
      used_at: null,
      token_hash: createHash('sha256').update(token).digest('hex'),
    });
    const days = (new Date(String(stored?.expires_at)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // In the database only inside the e-mail itself (the development outbox keeps sent mail), never as a token.
    expect(await columnsContaining(ctx().app.db, token)).toEqual([
      '"public"."mail_outbox"."text"',
      '"public"."mail_outbox"."html"',
    ]);
    const tokens = new PasswordTokens(ctx().app.db);
    expect(await tokens.consume(token, 'reset-password')).toBeNull();
    expect(await tokens.consume(token, 'set-password')).toBe(member.userId);
    expect(await tokens.consume(token, 'set-password')).toBeNull();
  });

  it('a second signature makes a new agreement but no second e-mail', async () => {
    expect((await sign()).json()).toEqual({ success: true });
    expect(await outbox(member.email)).toHaveLength(1);
  });

  it('refuses an upload without the PNG signature, or with another documentId', async () => {
    const { esignuser: _omitted, ...withoutSignature } = { documentId: '3', esignuser: png, userpic: jpeg() };
    const missing = await post('/api/ols/upload-photo/olstncdocumnetsign', withoutSignature);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('esignuser is required.');
    expect((await sign({ documentId: '5' })).statusCode).toBe(400);
    expect((await sign({ esignuser: jpeg() })).json().message).toBe('The signature must be a PNG image.');
  });

  it("refuses another member's documents (403)", async () => {
    expect((await documents('100001')).statusCode).toBe(403);
  });

  it('the fallback sends the e-mail with the receipt when no agreement came', async () => {
    const quiet = await joinedMember(ctx());
    const join = testJoinModule(ctx());
    await join.confirmation.sendDue(new Date());
    expect(await outbox(quiet.email)).toEqual([]);
    expect(await join.confirmation.sendDue(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await outbox(quiet.email);
    expect(more).toEqual([]);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`receipt-${quiet.caId}.pdf`]);
    expect(mail?.text).toContain('/new_password?token=');
    // The agreement arriving later does not send it again.
    expect((await sign({}, quiet.joinToken)).json()).toEqual({ success: true });
    expect(await outbox(quiet.email)).toHaveLength(1);
  });

  it('stores the UTM information of its own join (cents), and refuses another member', async () => {
    const utm = {
      caid: member.caId,
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      marketingInitialOnlinePayment: 84.12,
      marketingMonthlyPayment: 68.99,
    };
    const headers = { authorization: `Bearer ${member.joinToken}` };
    const response = await ctx().signed({ method: 'POST', url: '/api/ols/update-utm-info', payload: utm, headers });
    expect(response.json()).toEqual({ success: true });
    const [row] = await rows(
      ctx().app.db,
      sql`select utm_source, initial_payment_cents, monthly_payment_cents from utm_info where user_id = ${member.userId}`,
    );
    expect(row).toEqual({ utm_source: 'newsletter', initial_payment_cents: 8412, monthly_payment_cents: 6899 });
    const other = await ctx().signed({
      method: 'POST',
      url: '/api/ols/update-utm-info',
      payload: { ...utm, caid: '100001' },
      headers,
    });
    expect(other.statusCode).toBe(403);
  });
});
