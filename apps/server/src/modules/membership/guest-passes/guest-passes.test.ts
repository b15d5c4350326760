import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  GUEST_PASS_MESSAGES,
  type GuestCheckInAnswer,
  guestPassesAnswerSchema,
  issueGuestPassAnswerSchema,
} from '@gym/contracts/guest-passes';
import { VISIT_MESSAGES } from '@gym/contracts/visits';
import { billingNotices, freezes, guestPasses, memberships, users, visits } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { OutboxReader } from '../../../providers/mail';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { newMember, sendBillingNotices } from '../billing/billing-test-kit';
import { guestPassQrPng } from './guest-pass-mail';

const clock = new ManualClock('2026-12-03T20:00:00Z');
/** Moves the clock to noon on a club day. */
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 12 * 3_600_000));

describeEachDatabase(
  'guest passes: given by a member, e-mailed to the guest, taken once at the front desk',
  (ctx) => {
    let guests = 0;
    const guestEmail = () => {
      guests += 1;
      return `guest.${Date.now()}.${guests}@example.com`;
    };

    /** A new member on a plan of Marin (101): 'marin-premier' has two passes a month, 'marin-monthly' none. */
    async function member(context: TestContext, planId = 'marin-premier') {
      const { id, token } = await newMember(context);
      const [membership] = await context.app.db
        .insert(memberships)
        .values({ userId: id, planId, clubId: '101', startDate: '2026-11-15', priceCents: 12899 })
        .returning();
      const [user] = await context.app.db.select().from(users).where(eq(users.id, id));
      return { id, token, membershipId: membership!.id, memberNumber: user!.memberNumber, email: user!.email };
    }

    const give = (token: string, guestName: string, email: string) =>
      ctx().asMember(token, {
        method: 'POST',
        url: '/membership/guest-passes',
        payload: { guestName, guestEmail: email },
      });

    async function given(token: string, guestName = 'Jamie Guest', email = guestEmail()) {
      const response = await give(token, guestName, email);
      expect(response.statusCode, response.body).toBe(200);
      return issueGuestPassAnswerSchema.parse(response.json());
    }

    async function view(token: string) {
      const response = await ctx().asMember(token, { method: 'GET', url: '/membership/guest-passes' });
      expect(response.statusCode, response.body).toBe(200);
      return guestPassesAnswerSchema.parse(response.json()).data;
    }

    async function expectRefused(token: string, message: string) {
      const response = await give(token, 'Jamie Guest', guestEmail());
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(message);
    }

    const staffToken = () => ctx().login(DEMO.staff.email, DEMO.staff.password, String(DEMO.staff.memberNumber));
    const scan = async (scanCode: string, clubId = '104') =>
      ctx().asMember(await staffToken(), { method: 'POST', url: '/staff/check-ins', payload: { scanCode, clubId } });

    const outbox = () => new OutboxReader(ctx().app.db, ctx().app.storage);

    it('gives two passes a month on Premier, refuses the third, and gives two again the next month', async () => {
      moveTo('2026-12-03');
      const payer = await member(ctx());
      expect(await view(payer.token)).toMatchObject({
        period: '2026-12-01',
        validUntil: '2026-12-31',
        allowance: 2,
        issued: 0,
        left: 2,
        refusal: null,
        passes: [],
      });

      const first = await given(payer.token, '  Jamie   Guest ', 'Jamie.Guest@Example.com');
      expect(first.message).toBe('Guest pass sent to Jamie Guest at jamie.guest@example.com.');
      expect(first.data).toMatchObject({
        guestName: 'Jamie Guest',
        guestEmail: 'jamie.guest@example.com',
        issuedOn: '2026-12-03',
        validUntil: '2026-12-31',
        status: 'unused',
        usedOn: null,
        usedAt: null,
      });
      expect(first.data.code).toMatch(/^GP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      moveTo('2026-12-20');
      const second = await given(payer.token, 'Robin Friend');
      expect(second.data.code).not.toBe(first.data.code);

      const refusal = GUEST_PASS_MESSAGES.noneLeft(2, 'January 1, 2027');
      expect(refusal).toBe(
        'You have given all 2 guest passes of this month. New ones are available from January 1, 2027.',
      );
      await expectRefused(payer.token, refusal);
      expect(await view(payer.token)).toMatchObject({ issued: 2, used: 0, left: 0, refusal });
      const stored = await ctx().app.db.select().from(guestPasses).where(eq(guestPasses.userId, payer.id));
      expect(stored).toHaveLength(2);

      moveTo('2027-01-01');
      const january = await view(payer.token);
      expect(january).toMatchObject({
        period: '2027-01-01',
        validUntil: '2027-01-31',
        issued: 0,
        left: 2,
        refusal: null,
      });
      expect(january.passes.map((pass) => [pass.guestName, pass.status])).toEqual([
        ['Robin Friend', 'expired'],
        ['Jamie Guest', 'expired'],
      ]);
      expect((await given(payer.token)).data.validUntil).toBe('2027-01-31');
      expect(await view(payer.token)).toMatchObject({ issued: 1, left: 1 });
    });

    it('refuses a member whose plan has no guest passes, and the page is told so', async () => {
      moveTo('2026-12-03');
      const monthly = await member(ctx(), 'marin-monthly');
      await expectRefused(monthly.token, GUEST_PASS_MESSAGES.planHasNone);
      expect(await view(monthly.token)).toMatchObject({
        allowance: 0,
        left: 0,
        refusal: GUEST_PASS_MESSAGES.planHasNone,
      });
      expect(await ctx().app.db.select().from(guestPasses).where(eq(guestPasses.userId, monthly.id))).toEqual([]);
    });

    it('refuses while the membership is frozen or suspended, and without an active membership', async () => {
      moveTo('2026-12-03');
      const frozen = await member(ctx());
      await ctx()
        .app.db.insert(freezes)
        .values({
          reference: `FRZ-${frozen.memberNumber}`,
          membershipId: frozen.membershipId,
          userId: frozen.id,
          firstPeriod: '2026-12-01',
          lastPeriod: '2027-01-01',
          feeCents: 1000,
        });
      await expectRefused(frozen.token, GUEST_PASS_MESSAGES.frozen);

      const suspended = await member(ctx());
      await ctx()
        .app.db.update(memberships)
        .set({ billingStatus: 'suspended' })
        .where(eq(memberships.id, suspended.membershipId));
      await expectRefused(suspended.token, GUEST_PASS_MESSAGES.suspended);

      const ended = await member(ctx());
      await ctx()
        .app.db.update(memberships)
        .set({ status: 'ended', endDate: '2026-11-30' })
        .where(eq(memberships.id, ended.membershipId));
      await expectRefused(ended.token, GUEST_PASS_MESSAGES.noMembership);
      expect(await view(ended.token)).toMatchObject({ allowance: 0, refusal: GUEST_PASS_MESSAGES.noMembership });
    });

    it("checks the guest's name and e-mail", async () => {
      moveTo('2026-12-03');
      const payer = await member(ctx());
      const cases: [object, string][] = [
        [{ guestName: ' ', guestEmail: 'a@example.com' }, GUEST_PASS_MESSAGES.guestNameRequired],
        [{ guestName: 'x'.repeat(81), guestEmail: 'a@example.com' }, GUEST_PASS_MESSAGES.guestNameInvalid],
        [{ guestName: 'Jamie', guestEmail: '' }, GUEST_PASS_MESSAGES.guestEmailRequired],
        [{ guestName: 'Jamie', guestEmail: 'not an address' }, GUEST_PASS_MESSAGES.guestEmailInvalid],
        [{ guestEmail: 'a@example.com' }, GUEST_PASS_MESSAGES.guestNameRequired],
      ];
      for (const [payload, message] of cases) {
        const response = await ctx().asMember(payer.token, {
          method: 'POST',
          url: '/membership/guest-passes',
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.body, JSON.stringify(payload)).toContain(message);
      }
      expect(await view(payer.token)).toMatchObject({ issued: 0 });
    });

    it('gives the last pass once when two requests ask for it at the same time', async () => {
      moveTo('2026-12-03');
      const payer = await member(ctx());
      await given(payer.token);
      const racing = await Promise.all([
        give(payer.token, 'First Racer', guestEmail()),
        give(payer.token, 'Second Racer', guestEmail()),
      ]);
      expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const stored = await ctx().app.db.select().from(guestPasses).where(eq(guestPasses.userId, payer.id));
      expect(stored).toHaveLength(2);
      const notices = await ctx().app.db.select().from(billingNotices).where(eq(billingNotices.userId, payer.id));
      expect(notices.filter((notice) => notice.kind === 'guest-pass')).toHaveLength(2);
    });

    it('e-mails the guest once, with the code and its QR code, and nothing to the member', async () => {
      moveTo('2026-12-03');
      const payer = await member(ctx());
      const email = guestEmail();
      const pass = (await given(payer.token, 'Jamie Guest', email)).data;

      await sendBillingNotices(ctx(), clock);
      await sendBillingNotices(ctx(), clock);
      const mails = await outbox().list({ to: email, limit: 10 });
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Bill gave you a guest pass to Bay Fit Clubs');
      for (const line of [
        'Hi Jamie Guest,',
        'Bill has given you a guest pass to Bay Fit Clubs: one free visit.',
        `Guest pass code: ${pass.code}`,
        'Valid until: December 31, 2026',
        'The pass can be used once.',
      ]) {
        expect(mail!.text).toContain(line);
      }
      expect(mail!.html).toContain(pass.code);
      expect(mail!.attachments).toMatchObject([{ filename: `guest-pass-${pass.code}.png`, contentType: 'image/png' }]);
      const png = await outbox().attachment(mail!.id, 0);
      expect(Buffer.from(png!.bytes)).toEqual(await guestPassQrPng(pass.code));
      expect(await outbox().list({ to: payer.email, limit: 10 })).toEqual([]);
    });

    it('lets the guest in once at the front desk, then refuses the code with when and where it was used', async () => {
      moveTo('2026-12-03');
      const payer = await member(ctx());
      const pass = (await given(payer.token, 'Jamie Guest')).data;

      const response = await scan(pass.code.toLowerCase(), '104');
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<GuestCheckInAnswer>();
      expect(answer.data.guestPass).toMatchObject({
        code: pass.code,
        guestName: 'Jamie Guest',
        invitedBy: { idCA: String(payer.memberNumber), name: expect.stringMatching(/^Bill Payer\d+$/) },
        club: { clubId: '104', displayName: 'Transbay' },
        checkInDate: '2026-12-03',
        checkInTime: '12:00',
      });
      // A guest's visit is the pass's use; no member visit is recorded for it.
      expect(await ctx().app.db.select().from(visits).where(eq(visits.userId, payer.id))).toEqual([]);

      moveTo('2026-12-05');
      const again = await scan(pass.code, '101');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This guest pass was already used on December 3, 2026 at Transbay.');

      const [listed] = (await view(payer.token)).passes;
      expect(listed).toMatchObject({
        status: 'used',
        usedOn: '2026-12-03',
        usedAt: { clubId: '104', displayName: 'Transbay' },
      });
      expect(await view(payer.token)).toMatchObject({ issued: 1, used: 1, left: 1 });
    });

    it('takes a pass once when two desks scan it together, refuses it after its month, and 404s an unknown code', async () => {
      moveTo('2026-12-30');
      const payer = await member(ctx());
      const racing = (await given(payer.token)).data;
      const late = (await given(payer.token)).data;
      const both = await Promise.all([scan(racing.code, '104'), scan(racing.code, '101')]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

      moveTo('2027-01-01');
      const expired = await scan(late.code);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().message).toBe('This guest pass expired on December 31, 2026.');
      const [row] = await ctx().app.db.select().from(guestPasses).where(eq(guestPasses.code, late.code));
      expect(row!.usedAt).toBeNull();

      const unknown = await scan('GP-ZZZZZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(VISIT_MESSAGES.noMemberWithCode);
    });
  },
  {},
  { clock },
);
