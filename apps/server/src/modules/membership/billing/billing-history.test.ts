import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import {
  BILLING_STANDING_MESSAGES,
  type BillingStanding,
  billingStandingAnswerSchema,
} from '@gym/contracts/billing-history';
import { charges, memberships, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart, clubTodayIso } from '../../../lib/club-date';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { joinedMember } from '../../../test/join-kit';
import { addDays, duesDescription, nextBillingDay } from '../billing-run/billing-calendar';
import { addCard, deleteUrl, getBilling, newMember, owe, pay, runBilling } from './billing-test-kit';

const clock = new ManualClock(new Date());
/** Moves the clock to 01:00 on a club day: before the hourly billing job's run at :05. */
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));
const PASSWORD = 'History123!';

describeEachDatabase(
  'a member reads their payment history and billing standing',
  (ctx) => {
    // BILLING_RETRY_DAYS as configured: 3 and 7.
    const run = () => runBilling(ctx(), clock);

    /** A member who joined through the wizard today (real time: the join dates by it), signed in. */
    async function joined(context: TestContext, membershipId = 'oakland-monthly') {
      const member = await joinedMember(context, { membershipId });
      await context.app.db
        .update(users)
        .set({ passwordHash: await context.app.passwords.hash(PASSWORD) })
        .where(eq(users.id, member.userId));
      const [user] = await context.app.db
        .select({ scanCode: users.scanCode })
        .from(users)
        .where(eq(users.id, member.userId));
      const [membership] = await context.app.db.select().from(memberships).where(eq(memberships.userId, member.userId));
      const [charge] = await context.app.db.select().from(charges).where(eq(charges.userId, member.userId));
      return {
        ...member,
        token: await context.login(member.email, PASSWORD),
        scanCode: user!.scanCode,
        membership: membership!,
        joinCharge: charge!,
      };
    }

    const standing = async (token: string): Promise<BillingStanding> => {
      const response = await ctx().asMember(token, { method: 'GET', url: '/billing/standing' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = billingStandingAnswerSchema.parse(response.json()).data;
      expect((await getBilling(ctx(), token)).standing).toEqual(answer);
      return answer;
    };
    const history = async (token: string) => (await getBilling(ctx(), token)).history ?? [];
    const checkIn = async (scanCode: string) => {
      const staff = await ctx().login(DEMO.staff.email, DEMO.staff.password, String(DEMO.staff.memberNumber));
      return ctx().asMember(staff, {
        method: 'POST',
        url: '/staff/check-ins',
        payload: { scanCode, clubId: '106', manual: true },
      });
    };

    it('walks a monthly member from the join through autopay, declines and suspension to restoration', async () => {
      clock.set(new Date());
      const today = clubTodayIso(clock.now());
      const member = await joined(ctx());
      const { membership, joinCharge } = member;
      const price = membership.priceCents;
      const joining = today.endsWith('-01')
        ? 'Joining: first month and last month'
        : 'Joining: first month (prorated) and last month';
      const joinEntry = {
        id: joinCharge.id,
        date: today,
        kind: 'charge',
        amount: `$${(joinCharge.amountCents / 100).toFixed(2)}`,
        amountCents: joinCharge.amountCents,
        card: 'Visa ending 4242',
        paidFor: joining,
        message: null,
        receiptUrl: `/billing/receipts/${joinCharge.id}`,
      };
      expect(await history(member.token)).toEqual([joinEntry]);
      const first = nextBillingDay(today);
      expect(await standing(member.token)).toEqual({
        status: 'current',
        pastDueSince: null,
        nextCharge: { date: first, amount: '$68.99', amountCents: price },
        retryDate: null,
      });

      // The 1st, before the run: the charge is today. After it: paid by autopay, next month's is next.
      moveTo(first);
      expect((await standing(member.token)).nextCharge?.date).toBe(first);
      await run();
      const second = nextBillingDay(first);
      expect((await standing(member.token)).nextCharge).toEqual({ date: second, amount: '$68.99', amountCents: price });
      const [autopay] = await history(member.token);
      expect(autopay).toMatchObject({
        date: first,
        kind: 'charge',
        amount: '$68.99',
        card: 'Visa ending 4242',
        paidFor: duesDescription(first),
        message: null,
      });
      expect(autopay?.receiptUrl).toBe(`/billing/receipts/${autopay?.id}`);

      // The next month the primary card declines: past due, retried 3 days on; the next charge adds what is due.
      await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.decline, isPrimary: true });
      moveTo(second);
      await run();
      const declined = {
        status: 'past_due',
        pastDueSince: second,
        nextCharge: { date: nextBillingDay(second), amount: '$137.98', amountCents: 2 * price },
        retryDate: addDays(second, 3),
      };
      expect(await standing(member.token)).toEqual(declined);
      const decline = {
        kind: 'decline',
        amount: '$68.99',
        amountCents: price,
        card: 'Visa ending 0002',
        paidFor: duesDescription(second),
        message: CARD_DECLINED_MESSAGE,
        receiptUrl: null,
      };
      expect((await history(member.token))[0]).toMatchObject({ ...decline, date: second });

      // Past due still checks in.
      const allowed = await checkIn(member.scanCode);
      expect(allowed.statusCode, allowed.body).toBe(200);

      // On the retry's day before the run it is today; after its decline, the next retry's day.
      moveTo(addDays(second, 3));
      expect((await standing(member.token)).retryDate).toBe(addDays(second, 3));
      await run();
      expect(await standing(member.token)).toEqual({ ...declined, retryDate: addDays(second, 7) });

      // The last retry declined: suspended, no more retries, and the front desk refuses the member with the reason.
      moveTo(addDays(second, 7));
      await run();
      expect(await standing(member.token)).toEqual({ ...declined, status: 'suspended', retryDate: null });
      const refused = await checkIn(member.scanCode);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: BILLING_STANDING_MESSAGES.checkInSuspended });

      // A good card made primary pays the balance at once: current again, and in the history on top.
      await addCard(ctx(), member.token, { isPrimary: true });
      expect(await standing(member.token)).toEqual({
        status: 'current',
        pastDueSince: null,
        nextCharge: { date: nextBillingDay(second), amount: '$68.99', amountCents: price },
        retryDate: null,
      });
      expect((await checkIn(member.scanCode)).statusCode).toBe(200);

      const entries = await history(member.token);
      expect(entries.map(({ date, kind, paidFor, card }) => ({ date, kind, paidFor, card }))).toEqual([
        { date: addDays(second, 7), kind: 'charge', paidFor: duesDescription(second), card: 'Visa ending 4242' },
        { date: addDays(second, 7), kind: 'decline', paidFor: duesDescription(second), card: 'Visa ending 0002' },
        { date: addDays(second, 3), kind: 'decline', paidFor: duesDescription(second), card: 'Visa ending 0002' },
        { date: second, kind: 'decline', paidFor: duesDescription(second), card: 'Visa ending 0002' },
        { date: first, kind: 'charge', paidFor: duesDescription(first), card: 'Visa ending 4242' },
        { date: today, kind: 'charge', paidFor: joining, card: 'Visa ending 4242' },
      ]);
      expect(entries.at(-1)).toEqual(joinEntry);
      expect(entries.filter((entry) => entry.kind === 'decline').every((entry) => entry.receiptUrl === null)).toBe(
        true,
      );
    });

    it("lists a member's own declined and paid balance payments, keeping a deleted card's name", async () => {
      clock.set(new Date());
      const member = await newMember(ctx());
      await owe(ctx(), member.id, 4999);
      const declining = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.decline });
      expect((await pay(ctx(), member.token, crypto.randomUUID())).statusCode).toBe(402);
      // The payment's charge is dated by the app's clock, the attempt by the database's: keep them in step.
      clock.set(new Date());
      await addCard(ctx(), member.token, { isPrimary: true });
      expect((await pay(ctx(), member.token, crypto.randomUUID())).statusCode).toBe(200);
      const remove = await ctx().asMember(member.token, { method: 'DELETE', url: deleteUrl(declining.i4goUniqueId) });
      expect(remove.statusCode, remove.body).toBe(200);

      const today = clubTodayIso(clock.now());
      const entries = await history(member.token);
      expect(entries).toEqual([
        {
          id: expect.any(String),
          date: today,
          kind: 'charge',
          amount: '$49.99',
          amountCents: 4999,
          card: 'Visa ending 4242',
          paidFor: 'Balance payment',
          message: null,
          receiptUrl: expect.stringMatching(/^\/billing\/receipts\/[0-9a-f-]{36}$/),
        },
        {
          id: expect.any(String),
          date: today,
          kind: 'decline',
          amount: '$49.99',
          amountCents: 4999,
          card: 'Visa ending 0002',
          paidFor: 'Balance payment',
          message: CARD_DECLINED_MESSAGE,
          receiptUrl: null,
        },
      ]);
      // No membership: nothing is billed on its own, and the standing is plain.
      expect(await standing(member.token)).toEqual({
        status: 'current',
        pastDueSince: null,
        nextCharge: null,
        retryDate: null,
      });
      // Another member sees none of it.
      const other = await newMember(ctx());
      expect(await history(other.token)).toEqual([]);
    });

    it('names the pass a join bought, and a pass has no next charge', async () => {
      clock.set(new Date());
      const member = await joined(ctx(), 'oakland-pass');
      const [entry] = await history(member.token);
      expect(entry).toMatchObject({
        kind: 'charge',
        amount: '$49.00',
        paidFor: 'Joining: Oakland 10-Day Pass',
        card: 'Visa ending 4242',
      });
      expect(await standing(member.token)).toEqual({
        status: 'current',
        pastDueSince: null,
        nextCharge: null,
        retryDate: null,
      });
    });
  },
  {},
  { clock },
);
