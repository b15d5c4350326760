import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import { PLAN_CHANGE_MESSAGES } from '@gym/contracts/plan-change';
import { cancellations, freezes, paymentAttempts, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { OutboxReader } from '../../../providers/mail';
import { describeEachDatabase } from '../../../test/app';
import { count } from '../../../test/join-kit';
import { runBilling, sendBillingNotices } from '../billing/billing-test-kit';
import { moveTo as moveClock, noticesOf } from './freeze-test-kit';
import {
  agreementsOf,
  askChange,
  change,
  changeStatus,
  changesOf,
  ledgerOf,
  memberOn,
  membershipOf,
  providerCharges,
  withdrawChange,
} from './plan-change-test-kit';

const clock = new ManualClock('2026-11-15T18:00:00Z');
const moveTo = (day: string) => moveClock(clock, day);
const REFERENCE = /^CHG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
// November 15 to 30 is 16 of 30 days: Premier costs $40.00 more, so $40.00 x 16 / 30 = $21.33.
const PRORATED = 2133;
const PREMIER = 'Marin Premier Month to Month';

describeEachDatabase(
  'changing plan or home club: upgrade at once with the prorated difference, downgrade on the billing day',
  (ctx) => {
    const run = () => runBilling(ctx(), clock);
    const sendNotices = () => sendBillingNotices(ctx(), clock);

    it('upgrades mid-month: the exact prorated cents charged once, the agreement e-mailed, the new price billed next', async () => {
      moveTo('2026-11-01');
      const member = await memberOn(ctx(), 'marin-monthly', '2026-10-10');
      await run();
      moveTo('2026-11-15');
      const status = await changeStatus(ctx(), member.token);
      expect(status.blocked).toBeNull();
      expect(status.current).toMatchObject({ planId: 'marin-monthly', clubId: '101' });
      expect(status.options.find((option) => option.planId === 'marin-premier')).toEqual({
        planId: 'marin-premier',
        planName: PREMIER,
        description: expect.any(String),
        clubId: '101',
        clubName: 'Marin',
        price: { amount: '$128.99', amountCents: 12899 },
        upgrade: true,
        dueToday: { amount: '$21.33', amountCents: PRORATED },
        effectiveDate: '2026-11-15',
      });
      expect(status.options.some((option) => option.planId === 'marin-monthly' && option.clubId === '101')).toBe(false);
      expect(status.options.some((option) => option.planId.endsWith('-pass'))).toBe(false);

      const answer = await change(ctx(), member.token, 'marin-premier');
      expect(answer.message).toBe(PLAN_CHANGE_MESSAGES.applied);
      expect(answer.data).toMatchObject({
        status: 'applied',
        planName: PREMIER,
        clubName: 'Marin',
        effectiveDate: '2026-11-15',
        charged: { amountCents: PRORATED },
        withdrawable: false,
      });
      expect(answer.data.reference).toMatch(REFERENCE);
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({
        planId: 'marin-premier',
        priceCents: 12899,
      });
      expect(await ledgerOf(ctx(), member.id)).toEqual([
        ['dues', 8899, 'Monthly dues, November 2026'],
        ['payment', -8899, 'Autopay, Visa ending 4242'],
        ['fee', PRORATED, `Plan change: ${PREMIER}, prorated November 2026`],
        ['payment', -PRORATED, 'Payment, Visa ending 4242'],
      ]);
      expect(await count(ctx().app.db, 'charges', `user_id = '${member.id}' and kind = 'plan-change'`)).toBe(1);
      expect(await providerCharges(ctx(), member.id)).toBe(1);
      expect(await agreementsOf(ctx(), member.id)).toHaveLength(1);
      expect((await noticesOf(ctx(), member.id)).map((notice) => notice.kind).sort()).toEqual([
        'plan-change',
        'receipt',
        'receipt',
      ]);

      await sendNotices();
      const [user] = await ctx().app.db.select().from(users).where(eq(users.id, member.id));
      const mails = await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: user!.email, limit: 10 });
      const confirmation = mails.find(
        (mail) => mail.subject === `Your membership is changed (${answer.data.reference})`,
      );
      expect(confirmation?.attachments).toMatchObject([{ contentType: 'application/pdf' }]);

      // The same month's run bills nothing more; December's dues are Premier's.
      await run();
      moveTo('2026-12-01');
      await run();
      const ledger = await ledgerOf(ctx(), member.id);
      expect(ledger.filter(([kind]) => kind === 'dues')).toEqual([
        ['dues', 8899, 'Monthly dues, November 2026'],
        ['dues', 12899, 'Monthly dues, December 2026'],
      ]);
      expect(await providerCharges(ctx(), member.id)).toBe(1);
    });

    it('schedules a downgrade for the next billing day: the run applies it on the 1st, not before', async () => {
      moveTo('2026-11-15');
      const member = await memberOn(ctx(), 'marin-premier', '2026-10-10');
      const option = (await changeStatus(ctx(), member.token)).options.find((o) => o.planId === 'marin-monthly');
      expect(option).toMatchObject({ upgrade: false, dueToday: { amountCents: 0 }, effectiveDate: '2026-12-01' });

      const answer = await change(ctx(), member.token, 'marin-monthly');
      expect(answer.message).toBe(PLAN_CHANGE_MESSAGES.scheduled);
      expect(answer.data).toMatchObject({ status: 'scheduled', effectiveDate: '2026-12-01', withdrawable: true });
      expect((await changeStatus(ctx(), member.token)).scheduled).toEqual(answer.data);
      expect((await changeStatus(ctx(), member.token)).blocked?.reason).toBe('change_open');
      expect(await ledgerOf(ctx(), member.id)).toEqual([]);
      expect(await noticesOf(ctx(), member.id)).toMatchObject([
        { kind: 'plan-change', details: { reference: answer.data.reference, status: 'scheduled' } },
      ]);

      moveTo('2026-11-30');
      await run();
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({ planId: 'marin-premier' });
      moveTo('2026-12-01');
      await run();
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({
        planId: 'marin-monthly',
        priceCents: 8899,
      });
      expect(await changesOf(ctx(), member.id)).toMatchObject([{ status: 'applied' }]);
      expect((await ledgerOf(ctx(), member.id)).filter(([kind]) => kind === 'dues')).toEqual([
        ['dues', 12899, 'Monthly dues, November 2026'],
        ['dues', 8899, 'Monthly dues, December 2026'],
      ]);
      // Told once, when it was asked for.
      expect(
        (await noticesOf(ctx(), member.id)).filter((notice) => notice.kind.startsWith('plan-change')),
      ).toHaveLength(1);
    });

    it('withdraws a scheduled change before its day: the run bills the plan as it was', async () => {
      moveTo('2026-11-15');
      const member = await memberOn(ctx(), 'marin-premier', '2026-10-10');
      const answer = await change(ctx(), member.token, 'marin-monthly');
      const withdrawn = await withdrawChange(ctx(), member.token);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({
        message: PLAN_CHANGE_MESSAGES.withdrawn,
        data: { status: 'withdrawn' },
      });
      expect((await withdrawChange(ctx(), member.token)).statusCode).toBe(404);
      expect((await noticesOf(ctx(), member.id)).map((notice) => notice.kind)).toEqual([
        'plan-change',
        'plan-change-withdrawn',
      ]);
      moveTo('2026-12-01');
      await run();
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({ planId: 'marin-premier' });
      expect((await ledgerOf(ctx(), member.id)).filter(([kind]) => kind === 'dues')).toEqual([
        ['dues', 12899, 'Monthly dues, December 2026'],
      ]);
      expect((await changeStatus(ctx(), member.token)).scheduled).toBeNull();
      expect(answer.data.reference).toMatch(REFERENCE);
    });

    it('changes nothing when the upgrade is declined: 402 with the decline text', async () => {
      moveTo('2026-11-15');
      const member = await memberOn(ctx(), 'marin-monthly', '2026-10-10', 'decline');
      const response = await askChange(ctx(), member.token, { planId: 'marin-premier', clubId: '101' });
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toMatchObject({ message: CARD_DECLINED_MESSAGE });
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({
        planId: 'marin-monthly',
        priceCents: 8899,
      });
      expect(await changesOf(ctx(), member.id)).toMatchObject([{ status: 'declined' }]);
      expect(await ledgerOf(ctx(), member.id)).toEqual([]);
      expect(await noticesOf(ctx(), member.id)).toEqual([]);
      // The agreement signed for it never became the member's current one.
      expect(await agreementsOf(ctx(), member.id)).toEqual([]);
      // It may be asked again (with another card).
      expect((await changeStatus(ctx(), member.token)).blocked).toBeNull();
    });

    it('changes the home club: the same plan at another club, from the next billing day', async () => {
      moveTo('2026-11-15');
      const member = await memberOn(ctx(), 'marin-monthly', '2026-10-10');
      const option = (await changeStatus(ctx(), member.token)).options.find((o) => o.planId === 'embarcadero-monthly');
      expect(option).toMatchObject({
        clubId: '102',
        clubName: 'Embarcadero',
        upgrade: false,
        effectiveDate: '2026-12-01',
      });
      await change(ctx(), member.token, 'embarcadero-monthly', '102');
      moveTo('2026-12-01');
      await run();
      expect(await membershipOf(ctx(), member.membershipId)).toEqual({
        planId: 'embarcadero-monthly',
        clubId: '102',
        priceCents: 7899,
        homeClubId: '102',
      });
    });

    it('refuses a change while cancelling or frozen, a plan not sold at the club, and no signature or consent', async () => {
      moveTo('2026-11-15');
      const member = await memberOn(ctx(), 'marin-monthly', '2026-10-10');
      const badPlan = await askChange(ctx(), member.token, { planId: 'marin-premier', clubId: '102' });
      expect(badPlan.statusCode).toBe(400);
      expect(badPlan.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.notAnOption });
      const noConsent = await askChange(ctx(), member.token, {
        planId: 'marin-premier',
        clubId: '101',
        esignConsent: false,
      });
      expect(noConsent.statusCode).toBe(400);
      const badSignature = await askChange(ctx(), member.token, {
        planId: 'marin-premier',
        clubId: '101',
        signature: 'data:image/png;base64,aGVsbG8=',
      });
      expect(badSignature.statusCode).toBe(400);
      expect(badSignature.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.signatureInvalid });

      const [cancellation] = await ctx()
        .app.db.insert(cancellations)
        .values({
          reference: 'CAN-TEST22',
          membershipId: member.membershipId,
          userId: member.id,
          noticeDate: '2026-11-15',
          lastDay: '2026-12-31',
        })
        .returning();
      expect((await changeStatus(ctx(), member.token)).blocked).toEqual({
        reason: 'cancelling',
        message: PLAN_CHANGE_MESSAGES.cancelling,
      });
      const cancelling = await askChange(ctx(), member.token, { planId: 'marin-premier', clubId: '101' });
      expect(cancelling.statusCode).toBe(400);
      expect(cancelling.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.cancelling });
      await ctx()
        .app.db.update(cancellations)
        .set({ withdrawnAt: clock.now() })
        .where(eq(cancellations.id, cancellation!.id));

      await ctx().app.db.insert(freezes).values({
        reference: 'FRZ-TEST22',
        membershipId: member.membershipId,
        userId: member.id,
        firstPeriod: '2026-11-01',
        lastPeriod: '2026-12-01',
        feeCents: 1000,
      });
      const frozen = await askChange(ctx(), member.token, { planId: 'marin-premier', clubId: '101' });
      expect(frozen.statusCode).toBe(400);
      expect(frozen.json()).toMatchObject({ message: PLAN_CHANGE_MESSAGES.frozen });
      expect(await changesOf(ctx(), member.id)).toEqual([]);
      expect(await membershipOf(ctx(), member.membershipId)).toMatchObject({ planId: 'marin-monthly' });
    });

    it('records one change of two asked at once, and charges once', async () => {
      moveTo('2026-11-15');
      const member = await memberOn(ctx(), 'marin-monthly', '2026-10-10');
      const answers = await Promise.all([
        askChange(ctx(), member.token, { planId: 'marin-premier', clubId: '101' }),
        askChange(ctx(), member.token, { planId: 'marin-premier', clubId: '101' }),
      ]);
      // The second finds the first's change open (409) or, the first done already, Premier its plan now (400).
      const [first, second] = answers.map((answer) => answer.statusCode).sort();
      expect(first).toBe(200);
      expect([400, 409]).toContain(second);
      expect(await changesOf(ctx(), member.id)).toMatchObject([{ status: 'applied' }]);
      expect(await providerCharges(ctx(), member.id)).toBe(1);
      expect((await ledgerOf(ctx(), member.id)).filter(([kind]) => kind === 'fee')).toHaveLength(1);
      expect(
        await ctx().app.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, member.id)),
      ).toMatchObject([{ kind: 'plan-change', status: 'succeeded', amountCents: PRORATED }]);
    });
  },
  {},
  { clock },
);
