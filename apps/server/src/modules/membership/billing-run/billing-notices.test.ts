import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { billingNotices, charges, memberDocuments, memberships, paymentMethods, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { type Mailer, OutboxReader } from '../../../providers/mail';
import { ensurePdftotext, pdfToText } from '../../../test/pdftotext';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { addCard, newMember, owe, pay } from '../billing/billing-test-kit';
import { PAYMENT_FAILED_SUBJECT } from './billing-mail';
import { joinReceiptOf } from '../../signup/join-documents/join-receipt';
import { createBillingNotices } from './billing-notices.module';
import { createBillingRun } from './billing-run.module';

const clock = new ManualClock('2026-11-15T18:00:00Z');
/** Moves the clock to 01:00 on a club day, when the hourly billing job runs. */
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));
const pdftotext = ensurePdftotext();
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describeEachDatabase(
  'billing notices: the e-mails of the billing engine',
  (ctx) => {
    const run = () =>
      createBillingRun({
        db: ctx().app.db,
        provider: ctx().app.billing,
        clock,
        retryDays: [3, 7],
        log: ctx().app.log,
      }).run();
    const notices = (mailer: Mailer = ctx().app.mailer, batchSize?: number) =>
      createBillingNotices(
        {
          db: ctx().app.db,
          mailer,
          storage: ctx().app.storage,
          clock,
          config: ctx().config,
          log: ctx().app.log,
          joinReceipt: joinReceiptOf({ db: ctx().app.db, storage: ctx().app.storage, config: ctx().config }),
        },
        { batchSize },
      ).notices;
    const outbox = () => new OutboxReader(ctx().app.db, ctx().app.storage);
    const mailsTo = async (email: string) => (await outbox().list({ to: email, limit: 50 })).reverse();
    const billingUrl = () => `${ctx().config.PUBLIC_URL}/billing`;

    async function member(context: TestContext, startDate = '2026-11-15') {
      const { id, token } = await newMember(context);
      const [user] = await context.app.db.select().from(users).where(eq(users.id, id));
      const [membership] = await context.app.db
        .insert(memberships)
        .values({ userId: id, planId: 'oakland-monthly', clubId: '101', startDate, priceCents: 4999 })
        .returning();
      return { id, token, email: user!.email, memberNumber: user!.memberNumber, membershipId: membership!.id };
    }

    it('e-mails an autopay receipt once, with what it paid for and the PDF attached', async () => {
      moveTo('2026-11-15');
      const payer = await member(ctx());
      await addCard(ctx(), payer.token);
      moveTo('2026-12-01');
      await run();

      expect(await notices().sendDue()).toMatchObject({ failed: 0 });
      expect(await notices().sendDue()).toEqual({ sent: 0, skipped: 0, failed: 0 });
      const mails = await mailsTo(payer.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const [charge] = await ctx().app.db.select().from(charges).where(eq(charges.userId, payer.id));
      const shortId = charge!.id.slice(0, 8).toUpperCase();
      expect(mail!.subject).toBe('Your receipt from Bay Fit Clubs');
      for (const line of [
        'Your monthly dues were charged to your card on file.',
        'Paid for: Monthly dues, December 2026',
        'Amount: $49.99',
        'Card: Visa ending 4242',
        'Date: December 1, 2026',
        `Member number: ${payer.memberNumber}`,
        `Receipt number: R-${payer.memberNumber}-${shortId}`,
        `Attached: receipt-${shortId}.pdf.`,
        `Your payments and receipts: ${billingUrl()}`,
      ]) {
        expect(mail!.text).toContain(line);
      }
      expect(mail!.html).toContain(`<a href="${billingUrl()}">`);
      expect(mail!.attachments).toMatchObject([{ filename: `receipt-${shortId}.pdf`, contentType: 'application/pdf' }]);

      const attachment = await outbox().attachment(mail!.id, 0);
      const pdf = await PDFDocument.load(attachment!.bytes);
      expect(pdf.getTitle()).toBe(`Bay Fit Clubs receipt R-${payer.memberNumber}-${shortId}`);
      if (pdftotext.available) {
        const text = squeeze(pdfToText(attachment!.bytes));
        expect(text).toContain('Monthly dues, December 2026 $49.99');
        expect(text).toContain('Total paid $49.99');
        expect(text).toContain(`Member number ${payer.memberNumber}`);
        expect(text).toContain('Club Marin');
      }
      const stored = await ctx().app.db.select().from(memberDocuments).where(eq(memberDocuments.chargeId, charge!.id));
      expect(stored).toHaveLength(1);
    });

    it('tells a decline with the retry days and the link, then the suspension, then the receipt of the new card', async () => {
      moveTo('2026-12-10');
      const payer = await member(ctx(), '2026-12-10');
      await addCard(ctx(), payer.token, { number: SANDBOX_TEST_CARDS.decline });
      moveTo('2027-01-01');
      await run();
      await notices().sendDue();

      let mails = await mailsTo(payer.email);
      expect(mails.map((mail) => mail.subject)).toEqual([PAYMENT_FAILED_SUBJECT]);
      for (const line of [
        `We could not charge your card for your Bay Fit Clubs membership dues: "${CARD_DECLINED_MESSAGE}"`,
        'Amount due: $49.99',
        'What happens next: We will try your card again on January 4, 2027 and January 8, 2027. If the last try is declined too, your membership will be suspended and check-in refused until the balance is paid.',
        billingUrl(),
      ]) {
        expect(mails[0]!.text).toContain(line);
      }
      expect(mails[0]!.html).toContain(`<a href="${billingUrl()}">Pay now or change your card`);
      expect(mails[0]!.attachments).toEqual([]);

      moveTo('2027-01-04');
      await run();
      await notices().sendDue();
      mails = await mailsTo(payer.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain('We will try your card again on January 8, 2027.');
      expect(mails[1]!.text).not.toContain('January 4, 2027');

      moveTo('2027-01-08');
      await run();
      await notices().sendDue();
      mails = await mailsTo(payer.email);
      expect(mails).toHaveLength(3);
      expect(mails[2]!.subject).toBe('Your Bay Fit Clubs membership is suspended');
      expect(mails[2]!.text).toContain(
        `We tried your card again and the payment didn't go through: "${CARD_DECLINED_MESSAGE}"`,
      );
      expect(mails[2]!.text).toContain('check-in is refused until your balance of $49.99 is paid');
      expect(mails[2]!.text).toContain(billingUrl());

      // A new primary card is charged at once: its receipt names the month it paid for.
      await addCard(ctx(), payer.token, { isPrimary: true });
      await notices().sendDue();
      mails = await mailsTo(payer.email);
      expect(mails).toHaveLength(4);
      expect(mails[3]!.subject).toBe('Your receipt from Bay Fit Clubs');
      expect(mails[3]!.text).toContain('Paid for: Monthly dues, January 2027');
      expect(mails[3]!.attachments).toHaveLength(1);
    });

    it("e-mails the receipt of a member's own payment as a balance payment", async () => {
      const payer = await member(ctx());
      await addCard(ctx(), payer.token);
      await owe(ctx(), payer.id, 2500, 'Late fee');
      expect((await pay(ctx(), payer.token, randomUUID())).statusCode).toBe(200);
      await notices().sendDue();
      const [mail] = await mailsTo(payer.email);
      expect(mail!.text).toContain('Thank you for your payment.');
      expect(mail!.text).toContain('Paid for: Balance payment');
      expect(mail!.text).toContain('Amount: $25.00');
      const attachment = await outbox().attachment(mail!.id, 0);
      expect((await PDFDocument.load(attachment!.bytes)).getPageCount()).toBe(1);
      if (pdftotext.available) expect(squeeze(pdfToText(attachment!.bytes))).toContain('Balance payment $25.00');
    });

    it('warns of a primary card that expires before the next billing day', async () => {
      moveTo('2027-12-03');
      const payer = await member(ctx(), '2027-12-03');
      const card = await addCard(ctx(), payer.token);
      await ctx()
        .app.db.update(paymentMethods)
        .set({ expMonth: 12, expYear: 2027 })
        .where(eq(paymentMethods.id, card.i4goUniqueId));
      moveTo('2027-12-05');
      await run();
      await notices().sendDue();
      const mails = await mailsTo(payer.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your card on file expires soon');
      expect(mails[0]!.text).toContain(
        'Your primary card, Visa ending 4242, expires at the end of 12/2027: before your next billing day, ' +
          'January 1, 2028, when your monthly dues of $49.99 are charged.',
      );
      expect(mails[0]!.text).toContain(`Add a new card so that your membership stays paid:\n${billingUrl()}`);
    });

    it('passes over a decline already paid, marking it done without an e-mail', async () => {
      const payer = await member(ctx());
      await ctx()
        .app.db.insert(billingNotices)
        .values({
          userId: payer.id,
          kind: 'payment-failed',
          dedupeKey: `payment-failed:${payer.membershipId}:test`,
          membershipId: payer.membershipId,
          message: CARD_DECLINED_MESSAGE,
        });
      expect(await notices().sendDue()).toMatchObject({ sent: 0, skipped: 1, failed: 0 });
      expect(await mailsTo(payer.email)).toEqual([]);
      const [row] = await ctx().app.db.select().from(billingNotices).where(eq(billingNotices.userId, payer.id));
      expect(row!.sentAt).not.toBeNull();
    });

    /** Members with a primary card and a card-expiring notice each, written directly. */
    async function expiringCards(count: number) {
      const made = [];
      for (let index = 0; index < count; index += 1) {
        const email = `notices.${randomUUID()}@example.com`;
        const [user] = await ctx()
          .app.db.insert(users)
          .values({
            email,
            role: 'member',
            memberStatus: 'active',
            firstName: 'Nora',
            lastName: `Notice${index}`,
            homeClubId: '101',
            scanCode: `TEST-NOTICES-${randomUUID()}`,
          })
          .returning();
        const [card] = await ctx()
          .app.db.insert(paymentMethods)
          .values({
            userId: user!.id,
            providerToken: `tok-${randomUUID()}`,
            brand: 'visa',
            last4: '4242',
            expMonth: 1,
            expYear: 2020,
            billingName: 'Nora Notice',
            isPrimary: true,
          })
          .returning();
        await ctx()
          .app.db.insert(billingNotices)
          .values({
            userId: user!.id,
            kind: 'card-expiring',
            dedupeKey: `card-expiring:${card!.id}:2020-01`,
            paymentMethodId: card!.id,
          });
        made.push({ userId: user!.id, email });
      }
      return made;
    }

    it('sends each notice exactly once when two senders run at once', async () => {
      const made = await expiringCards(12);
      const [first, second] = await Promise.all([notices(undefined, 5).sendDue(), notices(undefined, 5).sendDue()]);
      expect(first!.failed + second!.failed).toBe(0);
      expect(first!.sent + second!.sent).toBe(12);
      for (const { email } of made) expect(await mailsTo(email)).toHaveLength(1);
      const unsent = await ctx()
        .app.db.select()
        .from(billingNotices)
        .where(
          and(
            inArray(
              billingNotices.userId,
              made.map((entry) => entry.userId),
            ),
            sql`${billingNotices.sentAt} is null`,
          ),
        );
      expect(unsent).toEqual([]);
    });

    it('leaves a notice that fails for the next time without holding up the others', async () => {
      const [bad, ...good] = await expiringCards(3);
      const failing: Mailer = {
        kind: 'outbox',
        send: (message) =>
          message.to === bad!.email ? Promise.reject(new Error('relay refused')) : ctx().app.mailer.send(message),
        close: async () => {},
      };
      expect(await notices(failing).sendDue()).toEqual({ sent: 2, skipped: 0, failed: 1 });
      for (const { email } of good) expect(await mailsTo(email)).toHaveLength(1);
      const badNotice = () =>
        ctx()
          .app.db.select()
          .from(billingNotices)
          .where(eq(billingNotices.userId, bad!.userId))
          .then((rows) => rows[0]!);
      expect((await badNotice()).sentAt).toBeNull();

      // Its claim holds it until it runs out; then the next send takes it.
      expect(await notices().sendDue()).toEqual({ sent: 0, skipped: 0, failed: 0 });
      await ctx()
        .app.db.update(billingNotices)
        .set({ claimedUntil: sql`now() - interval '1 second'` })
        .where(eq(billingNotices.userId, bad!.userId));
      expect(await notices().sendDue()).toEqual({ sent: 1, skipped: 0, failed: 0 });
      expect(await mailsTo(bad!.email)).toHaveLength(1);
      expect((await badNotice()).sentAt).not.toBeNull();
    });
  },
  {},
  { clock },
);
