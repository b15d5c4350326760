import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { MEMBER_BILLING_MESSAGES, receiptPath } from '@gym/contracts/member-billing';
import { charges, memberDocuments, users } from '../../../db/schema';
import { ensurePdftotext, pdfToText } from '../../../test/pdftotext';
import { describeEachDatabase } from '../../../test/app';
import { joinedMember } from '../../../test/join-kit';
import { addCard, newMember, owe, pay } from '../billing/billing-test-kit';
import { joinReceiptOf } from '../../signup/join-documents/join-receipt';
import { createBillingNotices } from './billing-notices.module';

const pdftotext = ensurePdftotext();
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describeEachDatabase('GET /billing/receipts/:chargeId', (ctx) => {
  const receipts = () =>
    createBillingNotices({
      db: ctx().app.db,
      mailer: ctx().app.mailer,
      storage: ctx().app.storage,
      clock: ctx().app.clock,
      config: ctx().config,
      log: ctx().app.log,
      joinReceipt: joinReceiptOf({ db: ctx().app.db, storage: ctx().app.storage, config: ctx().config }),
    }).receipts;
  const receiptRows = (chargeId: string) =>
    ctx().app.db.select().from(memberDocuments).where(eq(memberDocuments.chargeId, chargeId));

  /** A member who paid a $25.00 fee from /billing: their charge id and token. */
  async function paidMember() {
    const member = await newMember(ctx());
    await addCard(ctx(), member.token);
    await owe(ctx(), member.id, 2500, 'Late fee');
    const response = await pay(ctx(), member.token, randomUUID());
    expect(response.statusCode, response.body).toBe(200);
    const [charge] = await ctx().app.db.select().from(charges).where(eq(charges.userId, member.id));
    return { ...member, chargeId: charge!.id };
  }

  it("answers the member's own receipt as a PDF download, made once", async () => {
    const member = await paidMember();
    const response = await ctx().asMember(member.token, { method: 'GET', url: receiptPath(member.chargeId) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = `receipt-${member.chargeId.slice(0, 8).toUpperCase()}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    if (pdftotext.available) {
      const text = squeeze(pdfToText(bytes));
      expect(text).toContain('Payment for Balance payment $25.00 Total paid $25.00');
    }

    const again = await ctx().asMember(member.token, { method: 'GET', url: receiptPath(member.chargeId) });
    expect(again.rawPayload.equals(bytes)).toBe(true);
    expect(await receiptRows(member.chargeId)).toHaveLength(1);
  });

  it('makes a receipt once however many ask for it at once', async () => {
    const member = await paidMember();
    const made = await Promise.all([1, 2, 3, 4].map(() => receipts().receiptFor(member.chargeId)));
    const rows = await receiptRows(member.chargeId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe('receipt');
    for (const receipt of made) {
      expect(receipt.document.id).toBe(rows[0]!.id);
      expect(Buffer.from(receipt.bytes).equals(Buffer.from(made[0]!.bytes))).toBe(true);
    }
  });

  it("is not found for another member's charge, an unknown one or a malformed id", async () => {
    const owner = await paidMember();
    const other = await newMember(ctx());
    for (const url of [receiptPath(owner.chargeId), receiptPath(randomUUID()), receiptPath('not-a-charge')]) {
      const response = await ctx().asMember(other.token, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: MEMBER_BILLING_MESSAGES.receiptNotFound });
    }
    // Asking did not make the owner's receipt.
    expect(await receiptRows(owner.chargeId)).toEqual([]);
  });

  it('needs a member token', async () => {
    const owner = await paidMember();
    const response = await ctx().signed({ method: 'GET', url: receiptPath(owner.chargeId) });
    expect(response.statusCode).toBe(401);
  });

  it("answers a join's charge with the join's own receipt", async () => {
    const joiner = await joinedMember(ctx());
    const password = 'Joiner123!';
    await ctx()
      .app.db.update(users)
      .set({ passwordHash: await ctx().app.passwords.hash(password) })
      .where(eq(users.id, joiner.userId));
    const token = await ctx().login(joiner.email, password);
    const [charge] = await ctx().app.db.select().from(charges).where(eq(charges.userId, joiner.userId));
    expect(charge!.kind).toBe('join');

    const response = await ctx().asMember(token, { method: 'GET', url: receiptPath(charge!.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    if (pdftotext.available) {
      const text = squeeze(pdfToText(response.rawPayload));
      expect(text).toContain('Purchase Plan');
      expect(text).toContain('Prorated 1st month dues');
    }
    // The join's document, as the join's confirmation e-mail attaches it: one row, under the join's name.
    const rows = await receiptRows(charge!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fileName).toBe(`receipt-${joiner.caId}.pdf`);
    const again = await ctx().asMember(token, { method: 'GET', url: receiptPath(charge!.id) });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(await receiptRows(charge!.id)).toHaveLength(1);
  });
});
