import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FREEZE_MESSAGES } from '@gym/contracts/membership-freeze';
import { charges, freezes, ledgerEntries } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { OutboxReader } from '../../../providers/mail';
import { describeEachDatabase } from '../../../test/app';
import { runBilling, sendBillingNotices } from '../billing/billing-test-kit';
import { LEDGER_ORDER } from '../billing/member-billing.repository';
import {
  askUnfreeze,
  checkIn,
  freeze,
  freezeStatus,
  frozenMember,
  moveTo as moveClock,
  noticesOf,
  unfreeze,
} from './freeze-test-kit';

const clock = new ManualClock('2026-11-15T18:00:00Z');
const moveTo = (day: string) => moveClock(clock, day);
const REFERENCE = /^FRZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

describeEachDatabase(
  'freezing a membership: the fee instead of dues, no check-in, the reminder, and the resume',
  (ctx) => {
    const run = () => runBilling(ctx(), clock);
    const sendNotices = () => sendBillingNotices(ctx(), clock);
    const mailsTo = async (email: string) =>
      (await new OutboxReader(ctx().app.db, ctx().app.storage).list({ to: email, limit: 50 })).reverse();
    const ledger = async (userId: string) =>
      (
        await ctx()
          .app.db.select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, userId))
          .orderBy(...LEDGER_ORDER)
      ).map((row) => [row.kind, row.amountCents, row.description]);

    it('freezes two months: the freeze fee is billed and charged instead of dues, then dues resume', async () => {
      moveTo('2026-11-15');
      const member = await frozenMember(ctx(), '2026-10-15');

      const before = await freezeStatus(ctx(), member.token);
      expect(before).toEqual({
        freeze: null,
        firstPeriod: '2026-12-01',
        fee: { amount: '$10.00', amountCents: 1000 },
        options: [
          {
            months: 1,
            lastPeriod: '2026-12-01',
            lastMonth: 'December 2026',
            resumesOn: '2027-01-01',
            totalFee: { amount: '$10.00', amountCents: 1000 },
          },
          {
            months: 2,
            lastPeriod: '2027-01-01',
            lastMonth: 'January 2027',
            resumesOn: '2027-02-01',
            totalFee: { amount: '$20.00', amountCents: 2000 },
          },
          {
            months: 3,
            lastPeriod: '2027-02-01',
            lastMonth: 'February 2027',
            resumesOn: '2027-03-01',
            totalFee: { amount: '$30.00', amountCents: 3000 },
          },
        ],
        unavailable: null,
      });

      const answer = await freeze(ctx(), member.token, 2);
      expect(answer.data.reference).toMatch(REFERENCE);
      expect(answer.message).toBe(FREEZE_MESSAGES.confirmed(answer.data.reference));
      const frozen = {
        reference: answer.data.reference,
        firstPeriod: '2026-12-01',
        lastPeriod: '2027-01-01',
        firstMonth: 'December 2026',
        lastMonth: 'January 2027',
        months: 2,
        fee: { amount: '$10.00', amountCents: 1000 },
        inEffect: false,
        resumesOn: '2027-02-01',
      };
      expect(answer.data).toEqual(frozen);
      expect(await freezeStatus(ctx(), member.token)).toMatchObject({
        freeze: frozen,
        options: [],
        unavailable: FREEZE_MESSAGES.alreadyFrozen,
      });
      expect(await noticesOf(ctx(), member.id)).toEqual([
        {
          kind: 'freeze',
          details: {
            reference: frozen.reference,
            months: 2,
            firstPeriod: '2026-12-01',
            lastPeriod: '2027-01-01',
            feeCents: 1000,
            resumesOn: '2027-02-01',
          },
        },
      ]);
      // Not in effect before December: the member still checks in.
      expect((await checkIn(ctx(), member.scanCode)).statusCode).toBe(200);

      // December and January: the freeze fee, charged by autopay, once however often the run runs.
      moveTo('2026-12-01');
      await run();
      await run();
      const refused = await checkIn(ctx(), member.scanCode);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: FREEZE_MESSAGES.checkInFrozen });
      expect((await freezeStatus(ctx(), member.token)).freeze).toEqual({ ...frozen, inEffect: true });
      moveTo('2027-01-01');
      await run();
      expect(await ledger(member.id)).toEqual([
        ['freeze_fee', 1000, 'Freeze fee, December 2026'],
        ['payment', -1000, 'Autopay, Visa ending 4242'],
        ['freeze_fee', 1000, 'Freeze fee, January 2027'],
        ['payment', -1000, 'Autopay, Visa ending 4242'],
      ]);
      const charged = await ctx().app.db.select().from(charges).where(eq(charges.userId, member.id));
      expect(charged.map((charge) => [charge.kind, charge.amountCents])).toEqual([
        ['autopay', 1000],
        ['autopay', 1000],
      ]);
      expect((await checkIn(ctx(), member.scanCode)).statusCode).toBe(409);

      // Seven days before billing resumes (February 1st) the reminder, once, however often the run runs.
      moveTo('2027-01-24');
      await run();
      expect((await noticesOf(ctx(), member.id)).map((notice) => notice.kind)).not.toContain('freeze-ending');
      moveTo('2027-01-25');
      await run();
      await run();
      clock.advanceDays(3);
      await run();
      const ending = (await noticesOf(ctx(), member.id)).filter((notice) => notice.kind === 'freeze-ending');
      expect(ending).toEqual([
        {
          kind: 'freeze-ending',
          details: { reference: frozen.reference, lastPeriod: '2027-01-01', resumesOn: '2027-02-01', duesCents: 4999 },
        },
      ]);

      await sendNotices();
      await sendNotices();
      const mails = await mailsTo(member.email);
      const membershipUrl = `${ctx().config.PUBLIC_URL}/membership`;
      const confirmation = mails.filter((mail) => mail.subject.includes(frozen.reference));
      expect(confirmation).toHaveLength(1);
      for (const line of [
        `Reference: ${frozen.reference}`,
        'Frozen: December 2026 to January 2027 (2 months)',
        'Freeze fee: $10.00 a month, charged on the 1st of each frozen month instead of your dues',
        'Billing resumes: February 1, 2027',
        membershipUrl,
      ]) {
        expect(confirmation[0]!.text).toContain(line);
      }
      const reminders = mails.filter((mail) => mail.subject === 'Your membership freeze ends soon');
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.text).toContain(
        `Your membership freeze (${frozen.reference}) ends with January 2027. Billing resumes on February 1, 2027: ` +
          'your monthly dues of $49.99 will be charged to your card on file',
      );
      expect(reminders[0]!.text).toContain(membershipUrl);

      // February: dues again, by themselves, and the member checks in.
      moveTo('2027-02-01');
      await run();
      expect((await ledger(member.id)).slice(4)).toEqual([
        ['dues', 4999, 'Monthly dues, February 2027'],
        ['payment', -4999, 'Autopay, Visa ending 4242'],
      ]);
      expect((await checkIn(ctx(), member.scanCode)).statusCode).toBe(200);
      expect((await freezeStatus(ctx(), member.token)).freeze).toBeNull();
    });

    it('unfreezes early: a freeze not begun is withdrawn, one in effect ends at once with its month billed', async () => {
      moveTo('2026-11-20');
      const member = await frozenMember(ctx(), '2026-10-15');
      const upcoming = await freeze(ctx(), member.token, 1);
      const withdrawn = await unfreeze(ctx(), member.token);
      expect(withdrawn).toEqual({
        success: true,
        message: FREEZE_MESSAGES.withdrawn,
        data: { reference: upcoming.data.reference, outcome: 'withdrawn', resumesOn: '2026-12-01' },
      });
      moveTo('2026-12-01');
      await run();
      expect(await ledger(member.id)).toEqual([
        ['dues', 4999, 'Monthly dues, December 2026'],
        ['payment', -4999, 'Autopay, Visa ending 4242'],
      ]);

      // A withdrawn freeze counts for nothing; three months from January, ended on January 20th.
      moveTo('2026-12-10');
      const long = await freeze(ctx(), member.token, 3);
      expect(long.data).toMatchObject({ firstPeriod: '2027-01-01', lastPeriod: '2027-03-01' });
      moveTo('2027-01-01');
      await run();
      expect((await checkIn(ctx(), member.scanCode)).statusCode).toBe(409);
      moveTo('2027-01-20');
      expect(await unfreeze(ctx(), member.token)).toEqual({
        success: true,
        message: FREEZE_MESSAGES.unfrozen,
        data: { reference: long.data.reference, outcome: 'ended', resumesOn: '2027-02-01' },
      });
      expect((await checkIn(ctx(), member.scanCode)).statusCode).toBe(200);
      const rows = await ctx()
        .app.db.select()
        .from(freezes)
        .where(inArray(freezes.reference, [upcoming.data.reference, long.data.reference]));
      const byReference = new Map(rows.map((row) => [row.reference, row]));
      expect(byReference.get(upcoming.data.reference)).toMatchObject({ withdrawnAt: expect.any(Date), endedAt: null });
      expect(byReference.get(long.data.reference)).toMatchObject({
        firstPeriod: '2027-01-01',
        lastPeriod: '2027-01-01',
        endedAt: clock.now(),
        withdrawnAt: null,
      });
      // January is one frozen month of 2027: two more may be asked for, from February.
      const status = await freezeStatus(ctx(), member.token);
      expect(status.freeze).toBeNull();
      expect(status.options.map((option) => option.months)).toEqual([1, 2]);
      expect((await askUnfreeze(ctx(), member.token)).json()).toMatchObject({
        code: 'CONFLICT',
        message: FREEZE_MESSAGES.nothingToUnfreeze,
      });

      // February's dues, and no reminder for a freeze that ended early.
      moveTo('2027-02-01');
      await run();
      const february = await ctx()
        .app.db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.period, '2027-02-01')));
      expect(february.map((row) => [row.kind, row.amountCents])).toEqual([['dues', 4999]]);
      moveTo('2027-03-25');
      await run();
      const changes = (await noticesOf(ctx(), member.id)).filter((notice) => notice.kind !== 'receipt');
      expect(changes.map((notice) => [notice.kind, notice.details?.outcome])).toEqual([
        ['freeze', undefined],
        ['unfreeze', 'withdrawn'],
        ['freeze', undefined],
        ['unfreeze', 'ended'],
      ]);

      await sendNotices();
      const unfrozenMails = (await mailsTo(member.email)).filter((mail) =>
        mail.subject.startsWith('Your membership is unfrozen'),
      );
      expect(unfrozenMails.map((mail) => mail.text)).toEqual([
        expect.stringContaining(
          `Your freeze ${upcoming.data.reference} is withdrawn before it began: nothing is frozen and your monthly ` +
            'dues are charged as usual, next on December 1, 2026.',
        ),
        expect.stringContaining(
          `Your freeze ${long.data.reference} has ended and your membership is active again: you can check in. The ` +
            'freeze fee of $10.00 for January 2027 stays charged; your monthly dues resume on February 1, 2027.',
        ),
      ]);
    });
  },
  {},
  { clock },
);
