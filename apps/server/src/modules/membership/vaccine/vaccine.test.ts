import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';
import { membershipAnswerSchema, profileAnswerSchema } from '@gym/contracts/profile';
import {
  VACCINE_MESSAGES,
  uploadTicketAnswerSchema,
  vaccineRecordListAnswerSchema,
  vaccineReviewAnswerSchema,
  vaccineUploadAnswerSchema,
} from '@gym/contracts/vaccine';
import { memberships } from '../../../db/schema';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '../../../providers/documents/samples';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { type FormValue, multipart, rows } from '../../../test/join-kit';

const jpeg = (bytes: Uint8Array = SAMPLE_PHOTO_JPEG, filename = 'card.jpg'): FormValue => ({
  bytes,
  filename,
  type: 'image/jpeg',
});
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const BIRTHDAY = '04/15/1988';
const PERSON = {
  firstName: 'Alex',
  lastName: 'Rivera',
  gender: 'Other',
  birthday: BIRTHDAY,
  phone: '415-555-0101',
  address: '2 Mission Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  emergencyContactName: 'Robin Rivera',
  emergencyContactPhone: '415-555-0102',
};

describeEachDatabase('vaccine status: POST /membership, POST /contacts/vaccine-status, staff review', (ctx) => {
  let memberToken: string;
  let otherToken: string;
  let staffToken: string;
  let directorToken: string;
  beforeAll(async () => {
    memberToken = await ctx().login(DEMO.member.email, DEMO.member.password);
    otherToken = await ctx().login(DEMO.former.email, DEMO.former.password);
    staffToken = await ctx().login(DEMO.staff.email, DEMO.staff.password);
    directorToken = await ctx().login(DEMO.director.email, DEMO.director.password);
    // The member's birthday (a visitor proves who they are with it) and a current membership for the group.
    const saved = await ctx().asMember(memberToken, {
      method: 'PUT',
      url: '/contacts/update_profile',
      payload: PERSON,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [member] = await rows<{ id: string }>(
      ctx().app.db,
      sql`select id from users where member_number = ${DEMO.member.memberNumber}`,
    );
    // The demo member's seeded membership is the current one: give it a group of its own to keep.
    const updated = await ctx()
      .app.db.update(memberships)
      .set({ userGroups: ['Premier'] })
      .where(eq(memberships.userId, member!.id))
      .returning({ id: memberships.id });
    expect(updated).toHaveLength(1);
  });

  const ticket = async (token: string | null, body: Record<string, unknown> = { userGroup: 'Vaccinated' }) => {
    const options = { method: 'POST', url: '/membership', payload: body };
    return token ? ctx().asMember(token, options) : ctx().signed(options);
  };
  const ticketFor = async (token: string) => {
    const response = await ticket(token);
    expect(response.statusCode, response.body).toBe(200);
    return uploadTicketAnswerSchema.parse(response.json()).data.uploadToken;
  };
  const upload = async (uploadToken: string | null, fields: Record<string, FormValue>) => {
    const form = await multipart(fields);
    return ctx().signed({
      method: 'POST',
      url: '/contacts/vaccine-status',
      payload: form.payload,
      headers: { ...form.headers, ...(uploadToken ? { authorization: `Bearer ${uploadToken}` } : {}) },
    });
  };
  const profile = async (token: string) =>
    profileAnswerSchema.parse((await ctx().asMember(token, { method: 'GET', url: '/contacts/profile' })).json()).data;
  const pending = async () => {
    const response = await ctx().asMember(staffToken, { method: 'GET', url: '/staff/vaccine-records?status=pending' });
    expect(response.statusCode, response.body).toBe(200);
    return vaccineRecordListAnswerSchema.parse(response.json()).data;
  };
  // A rejection needs its reason (vaccine-reject.test.ts); confirm takes no body.
  const review = (token: string, id: string, action: 'confirm' | 'reject') =>
    ctx().asMember(token, {
      method: 'POST',
      url: `/staff/vaccine-records/${id}/${action}`,
      ...(action === 'reject' ? { payload: { reason: 'The name on the record is not readable' } } : {}),
    });

  describe('POST /membership (the upload ticket)', () => {
    it("answers a 15-minute ticket for the signed-in member's user group", async () => {
      const response = await ticket(memberToken);
      expect(response.statusCode).toBe(200);
      const answer = uploadTicketAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({ success: true, data: { userGroup: 'Vaccinated', expiresIn: 900 } });
    });

    it('refuses a user group that has no upload, and a bad member token', async () => {
      const group = await ticket(memberToken, { userGroup: 'Premier' });
      expect(group.statusCode).toBe(400);
      const forged = await ticket(`${memberToken.slice(0, -4)}AAAA`);
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe(LOGIN_MESSAGES.sessionEnded);
    });

    it('a visitor names the member with e-mail, member number and birthday', async () => {
      const response = await ticket(null, {
        userGroup: 'Vaccinated',
        email: DEMO.member.email.toUpperCase(),
        idCA: String(DEMO.member.memberNumber),
        birthday: BIRTHDAY,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(uploadTicketAnswerSchema.parse(response.json()).data.uploadToken).toBeTruthy();
    });

    it("a visitor's details that do not name one member are the same 404, whichever is wrong", async () => {
      const right = { userGroup: 'Vaccinated', email: DEMO.member.email, idCA: String(DEMO.member.memberNumber) };
      for (const body of [
        { ...right, birthday: '04/16/1988' },
        { ...right, idCA: String(DEMO.former.memberNumber), birthday: BIRTHDAY },
        { ...right, email: 'nobody@example.com', birthday: BIRTHDAY },
      ]) {
        const response = await ticket(null, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(404);
        expect(response.json().message).toBe(VACCINE_MESSAGES.unknownMember);
      }
    });

    it('a visitor without the details gets 400 with the field messages', async () => {
      const response = await ticket(null, { userGroup: 'Vaccinated', email: 'not-an-email', birthday: '99/99/1990' });
      const number = await ticket(null, {
        userGroup: 'Vaccinated',
        email: DEMO.member.email,
        idCA: '10a',
        birthday: BIRTHDAY,
      });
      expect(number.json().errors).toEqual([{ field: 'idCA', message: VACCINE_MESSAGES.memberNumberInvalid }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: LOGIN_MESSAGES.emailInvalid },
          { field: 'idCA', message: VACCINE_MESSAGES.memberNumberRequired },
          { field: 'birthday', message: PERSONAL_INFO_MESSAGES.invalidDate },
        ]),
      );
    });
  });

  describe('POST /contacts/vaccine-status', () => {
    it("stores a JPEG as a pending record: the member's profile says 'Pending confirmation'", async () => {
      const response = await upload(await ticketFor(memberToken), { file: jpeg() });
      expect(response.statusCode, response.body).toBe(200);
      expect(vaccineUploadAnswerSchema.parse(response.json()).data.vaccineStatus).toBe('Pending confirmation');
      expect((await profile(memberToken)).vaccineStatus).toBe('Pending confirmation');
      // Only that member's status changed.
      expect((await profile(otherToken)).vaccineStatus).toBe('Not yet uploaded');
    });

    it('takes PNG images and PDFs, typed by their first bytes', async () => {
      const token = await ticketFor(otherToken);
      for (const [file, contentType] of [
        [{ bytes: SAMPLE_SIGNATURE_PNG, filename: 'card.png', type: 'image/png' }, 'image/png'],
        [{ bytes: PDF, filename: 'card.bin', type: 'application/octet-stream' }, 'application/pdf'],
      ] as const) {
        const response = await upload(token, { file });
        expect(response.statusCode, response.body).toBe(200);
        const id = vaccineUploadAnswerSchema.parse(response.json()).data.id;
        const [row] = await rows<{ content_type: string }>(
          ctx().app.db,
          sql`select content_type from vaccine_records where id = ${id}`,
        );
        expect(row?.content_type).toBe(contentType);
      }
    });

    it('refuses a file that is not a JPEG, PNG or PDF by its bytes, whatever its name and type say', async () => {
      const text = new TextEncoder().encode('I promise I am vaccinated');
      const response = await upload(await ticketFor(memberToken), { file: jpeg(text, 'vaccine.jpg') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: VACCINE_MESSAGES.wrongType,
        errors: [{ field: 'file', message: VACCINE_MESSAGES.wrongType }],
      });
    });

    it('refuses a file above 10 MB with 413, and a form without a file with 400', async () => {
      const token = await ticketFor(memberToken);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(SAMPLE_PHOTO_JPEG.subarray(0, 4));
      const tooBig = await upload(token, { file: jpeg(big) });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe(VACCINE_MESSAGES.tooLarge);
      const none = await upload(token, { note: 'no file' });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(VACCINE_MESSAGES.fileRequired);
    });

    it('needs a ticket: none, a member token or a forged one is a 401', async () => {
      for (const token of [null, memberToken, 'not.a.token']) {
        const response = await upload(token, { file: jpeg() });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(VACCINE_MESSAGES.ticketExpired);
      }
    });

    it("a visitor's ticket uploads for the member it names", async () => {
      const answer = await ticket(null, {
        userGroup: 'Vaccinated',
        email: DEMO.member.email,
        idCA: String(DEMO.member.memberNumber),
        birthday: BIRTHDAY,
      });
      const token = uploadTicketAnswerSchema.parse(answer.json()).data.uploadToken;
      const response = await upload(token, { file: jpeg() });
      expect(response.statusCode).toBe(200);
      const id = vaccineUploadAnswerSchema.parse(response.json()).data.id;
      const [row] = await rows<{ member_number: number }>(
        ctx().app.db,
        sql`select u.member_number from vaccine_records v join users u on u.id = v.user_id where v.id = ${id}`,
      );
      expect(row?.member_number).toBe(DEMO.member.memberNumber);
    });
  });

  describe('staff review', () => {
    it('answers 403 to a member on every staff route', async () => {
      const [record] = await pending();
      for (const [method, url] of [
        ['GET', '/staff/vaccine-records'],
        ['GET', `/staff/vaccine-records/${record!.id}/file`],
        ['POST', `/staff/vaccine-records/${record!.id}/confirm`],
        ['POST', `/staff/vaccine-records/${record!.id}/reject`],
      ] as const) {
        const response = await ctx().asMember(memberToken, { method, url });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe(LOGIN_MESSAGES.notAllowed);
      }
      expect((await ctx().signed({ method: 'GET', url: '/staff/vaccine-records' })).statusCode).toBe(401);
    });

    it('refuses a reviewer their own record (400) and lets another reviewer decide it', async () => {
      const staffUpload = await upload(await ticketFor(staffToken), { file: jpeg() });
      expect(staffUpload.statusCode, staffUpload.body).toBe(200);
      const own = (await pending()).find((record) => record.idCA === String(DEMO.staff.memberNumber));
      const refused = await review(staffToken, own!.id, 'confirm');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(VACCINE_MESSAGES.ownRecord);
      expect((await pending()).map((record) => record.id)).toContain(own!.id);
      expect((await review(directorToken, own!.id, 'reject')).statusCode).toBe(200);
    });

    it('lists pending records oldest first with the member, and streams each file with its type', async () => {
      const records = await pending();
      const mine = records.filter((record) => record.idCA === String(DEMO.member.memberNumber));
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine[0]).toMatchObject({ memberName: 'Alex Rivera', contentType: 'image/jpeg', status: 'pending' });
      const times = records.map((record) => Date.parse(record.uploadedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));

      const file = await ctx().asMember(directorToken, {
        method: 'GET',
        url: `/staff/vaccine-records/${mine[0]!.id}/file`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(new Uint8Array(file.rawPayload)).toEqual(SAMPLE_PHOTO_JPEG);

      const pdf = records.find((record) => record.contentType === 'application/pdf');
      const pdfFile = await ctx().asMember(staffToken, {
        method: 'GET',
        url: `/staff/vaccine-records/${pdf!.id}/file`,
      });
      expect(pdfFile.headers['content-type']).toBe('application/pdf');
      expect(pdfFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("confirm makes the profile 'Confirmed' and adds 'Vaccinated' to the membership; a second review is 409", async () => {
      const mine = (await pending()).filter((record) => record.idCA === String(DEMO.member.memberNumber));
      // The newest upload decides the status: confirm that one.
      const newest = mine.at(-1)!;
      const confirmed = await review(staffToken, newest.id, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(vaccineReviewAnswerSchema.parse(confirmed.json()).data).toEqual({
        id: newest.id,
        status: 'confirmed',
        userGroups: ['Premier', 'Vaccinated'],
      });
      expect((await profile(memberToken)).vaccineStatus).toBe('Confirmed');
      const membership = await ctx().asMember(memberToken, { method: 'GET', url: '/contacts/membership' });
      expect(membershipAnswerSchema.parse(membership.json()).data.userGroups).toEqual(['Premier', 'Vaccinated']);

      for (const action of ['confirm', 'reject'] as const) {
        const again = await review(directorToken, newest.id, action);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(VACCINE_MESSAGES.alreadyReviewed);
      }
      // Confirming an older record of the same member does not add the group twice.
      const older = await review(staffToken, mine[0]!.id, 'confirm');
      expect(vaccineReviewAnswerSchema.parse(older.json()).data.userGroups).toEqual(['Premier', 'Vaccinated']);
      expect(
        (await pending()).filter((record) => record.idCA === String(DEMO.member.memberNumber)).map((r) => r.id),
      ).not.toContain(newest.id);
    });

    it("reject asks for a new upload: 'Not yet uploaded', the membership unchanged", async () => {
      const others = (await pending()).filter((record) => record.idCA === String(DEMO.former.memberNumber));
      const newest = others.at(-1)!;
      const rejected = await review(directorToken, newest.id, 'reject');
      expect(rejected.statusCode).toBe(200);
      expect(vaccineReviewAnswerSchema.parse(rejected.json()).data).toEqual({
        id: newest.id,
        status: 'rejected',
        userGroups: null,
      });
      expect((await profile(otherToken)).vaccineStatus).toBe('Not yet uploaded');
      const list = await ctx().asMember(staffToken, { method: 'GET', url: '/staff/vaccine-records?status=rejected' });
      expect(vaccineRecordListAnswerSchema.parse(list.json()).data.map((record) => record.id)).toContain(newest.id);
    });

    it('answers 404 for an unknown or malformed record id, and 400 for an unknown status', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await review(staffToken, id, 'confirm')).statusCode).toBe(404);
        const file = await ctx().asMember(staffToken, { method: 'GET', url: `/staff/vaccine-records/${id}/file` });
        expect(file.statusCode).toBe(404);
        expect(file.json().message).toBe(VACCINE_MESSAGES.recordNotFound);
      }
      const status = await ctx().asMember(staffToken, { method: 'GET', url: '/staff/vaccine-records?status=lost' });
      expect(status.statusCode).toBe(400);
    });
  });
});

describeEachDatabase(
  "vaccine status: a visitor's look-ups are throttled like sign-in",
  (ctx) => {
    it('answers 429 with the throttle message after the per-account limit, and a member is not throttled', async () => {
      const body = { userGroup: 'Vaccinated', email: DEMO.member.email, idCA: '100001', birthday: '01/01/1990' };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await ctx().signed({ method: 'POST', url: '/membership', payload: body })).statusCode).toBe(404);
      }
      const throttled = await ctx().signed({ method: 'POST', url: '/membership', payload: body });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toBe(LOGIN_MESSAGES.throttled);
      expect(throttled.headers['retry-after']).toBeDefined();

      const token = await ctx().login(DEMO.former.email, DEMO.former.password);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const member = await ctx().asMember(token, {
          method: 'POST',
          url: '/membership',
          payload: { userGroup: 'Vaccinated' },
        });
        expect(member.statusCode).toBe(200);
      }
    });
  },
  { LOGIN_RATE_LIMIT_PER_ACCOUNT: '2' },
);

describeEachDatabase(
  'vaccine status: uploads per member per hour (VACCINE_UPLOADS_PER_HOUR)',
  (ctx) => {
    const ticketFor = async (token: string | null, identity: Record<string, string> = {}) => {
      const options = { method: 'POST', url: '/membership', payload: { userGroup: 'Vaccinated', ...identity } };
      const response = token ? await ctx().asMember(token, options) : await ctx().signed(options);
      expect(response.statusCode, response.body).toBe(200);
      return uploadTicketAnswerSchema.parse(response.json()).data.uploadToken;
    };
    const upload = async (uploadToken: string, file: FormValue = jpeg()) => {
      const form = await multipart({ file });
      return ctx().signed({
        method: 'POST',
        url: '/contacts/vaccine-status',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${uploadToken}` },
      });
    };
    const pendingOf = async (memberNumber: number) =>
      rows<{ id: string }>(
        ctx().app.db,
        sql`select v.id from vaccine_records v join users u on u.id = v.user_id where u.member_number = ${memberNumber}`,
      );

    it('refuses the member’s upload over the limit with 429 and a clear text, whatever ticket it comes with', async () => {
      const memberToken = await ctx().login(DEMO.member.email, DEMO.member.password);
      // A refused file counts too: it has been sent all the same.
      const text = new TextEncoder().encode('not a picture');
      expect((await upload(await ticketFor(memberToken), jpeg(text))).statusCode).toBe(400);
      expect((await upload(await ticketFor(memberToken))).statusCode).toBe(200);

      const refused = await upload(await ticketFor(memberToken));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: VACCINE_MESSAGES.tooManyUploads,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(await pendingOf(DEMO.member.memberNumber)).toHaveLength(1);

      // A fresh ticket, or a visitor's ticket naming the same member, is the same member's count.
      expect((await upload(await ticketFor(memberToken))).statusCode).toBe(429);
      const saved = await ctx().asMember(memberToken, {
        method: 'PUT',
        url: '/contacts/update_profile',
        payload: PERSON,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const visitorTicket = await ticketFor(null, {
        email: DEMO.member.email,
        idCA: String(DEMO.member.memberNumber),
        birthday: BIRTHDAY,
      });
      expect((await upload(visitorTicket)).statusCode).toBe(429);
      expect(await pendingOf(DEMO.member.memberNumber)).toHaveLength(1);
    });

    it('counts each member apart, and a request without a ticket is still a 401', async () => {
      const otherToken = await ctx().login(DEMO.former.email, DEMO.former.password);
      const ticket = await ticketFor(otherToken);
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await upload(ticket)).statusCode).toBe(200);
      expect((await upload(ticket)).statusCode).toBe(429);
      const memberToken = await ctx().login(DEMO.member.email, DEMO.member.password);
      const noTicket = await upload(memberToken);
      expect(noTicket.statusCode).toBe(401);
      expect(noTicket.json().message).toBe(VACCINE_MESSAGES.ticketExpired);
    });
  },
  { VACCINE_UPLOADS_PER_HOUR: '2' },
);
