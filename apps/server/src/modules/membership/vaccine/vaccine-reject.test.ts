import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  REJECTION_REASON_MAX_LENGTH,
  VACCINE_MESSAGES,
  uploadTicketAnswerSchema,
  vaccineRecordListAnswerSchema,
  vaccineUploadAnswerSchema,
} from '@gym/contracts/vaccine';
import { auditEvents, vaccineRecords } from '../../../db/schema';
import { SAMPLE_PHOTO_JPEG } from '../../../providers/documents/samples';
import { OutboxReader } from '../../../providers/mail';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { multipart } from '../../../test/join-kit';

describeEachDatabase('vaccine review: a rejection carries its reason to the member', (ctx) => {
  let memberToken: string;
  let staffToken: string;
  beforeAll(async () => {
    memberToken = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
    staffToken = await ctx().login(DEMO.staff.email, DEMO.staff.password);
  });

  /** The member uploads a JPEG; answers the new record's id. */
  async function uploadRecord(): Promise<string> {
    const ticket = await ctx().asMember(memberToken, {
      method: 'POST',
      url: '/membership',
      payload: { userGroup: 'Vaccinated' },
    });
    const uploadToken = uploadTicketAnswerSchema.parse(ticket.json()).data.uploadToken;
    const form = await multipart({ file: { bytes: SAMPLE_PHOTO_JPEG, filename: 'card.jpg', type: 'image/jpeg' } });
    const response = await ctx().signed({
      method: 'POST',
      url: '/contacts/vaccine-status',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${uploadToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return vaccineUploadAnswerSchema.parse(response.json()).data.id;
  }

  const reject = (id: string, payload?: unknown) =>
    ctx().asMember(staffToken, {
      method: 'POST',
      url: `/staff/vaccine-records/${id}/reject`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('refuses a rejection without a reason, or with one too long, and leaves the record pending', async () => {
    const id = await uploadRecord();
    // No body at all is a 400 too (the body must be an object); the SPA always sends one.
    expect((await reject(id)).statusCode).toBe(400);
    const cases: [unknown, string][] = [
      [{}, VACCINE_MESSAGES.rejectionReasonRequired],
      [{ reason: '   ' }, VACCINE_MESSAGES.rejectionReasonRequired],
      [{ reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) }, VACCINE_MESSAGES.rejectionReasonTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await reject(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    const [row] = await ctx().app.db.select().from(vaccineRecords).where(eq(vaccineRecords.id, id));
    expect(row).toMatchObject({ status: 'pending', rejectionReason: null, reviewedAt: null });
  });

  it('stores the reason with the rejection, lists it, and e-mails it to the member with the upload link', async () => {
    const id = await uploadRecord();
    const reason = '  The photo is cut off: the dates <and> the name must show.  ';
    const response = await reject(id, { reason });
    expect(response.statusCode, response.body).toBe(200);

    const [row] = await ctx().app.db.select().from(vaccineRecords).where(eq(vaccineRecords.id, id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: reason.trim() });
    // Audited with the review, for the director's audit log.
    const audits = await ctx().app.db.select().from(auditEvents).where(eq(auditEvents.subjectId, row!.userId));
    expect(audits.filter((audit) => audit.action === 'vaccine-record.reviewed')).toEqual([
      expect.objectContaining({
        actorId: row!.reviewedBy,
        reason: reason.trim(),
        before: { status: 'pending' },
        after: { status: 'rejected' },
      }),
    ]);
    const list = await ctx().asMember(staffToken, { method: 'GET', url: '/staff/vaccine-records?status=rejected' });
    const listed = vaccineRecordListAnswerSchema.parse(list.json()).data.find((record) => record.id === id);
    expect(listed?.rejectionReason).toBe(reason.trim());

    const [mail] = await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: DEMO.trainer.email, limit: 5 });
    expect(mail?.subject).toBe('Bay Fit Clubs: your vaccination record was not accepted');
    expect(mail?.text).toContain(reason.trim());
    expect(mail?.text).toMatch(/\/vaccine-status$/m);
    // The reviewer's words are text, never markup, in the HTML part.
    expect(mail?.html).toContain('the dates &lt;and&gt; the name');
  });
});
