import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@gym/contracts/class-bookings';
import { CLASS_RULES_MESSAGES, type ClassRules, DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import { auditEvents, classFees, ledgerEntries } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { MARIN, addSession, bookingRequests, memberMaker } from '../bookings/bookings-test-kit';
import { scheduleOf } from '../schedule/schedule-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const MONDAY_9AM = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(MONDAY_9AM);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.parse(MONDAY_9AM) + hours * HOUR).toISOString();
const FEE: ClassRules = { ...DEFAULT_CLASS_RULES, penalty: 'fee', feeCents: 1500 };

type Ctx = () => TestContext;

describeEachDatabase(
  "a club's class rules",
  (ctx: Ctx) => {
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    let director: string;
    const { book, booked, cancel, mine } = bookingRequests(ctx);
    const rulesUrl = (classTypeId?: string) =>
      `/staff/clubs/${MARIN}/class-rules${classTypeId ? `/${classTypeId}` : ''}`;
    const setRules = (token: string, rules: unknown, classTypeId?: string) =>
      ctx().asMember(token, { method: 'PUT', url: rulesUrl(classTypeId), payload: rules as object });
    /** The fee lines on the member's account, as their billing page lists them (owed since last settled). */
    const feeEntries = async (token: string) => {
      const billing = (await ctx().asMember(token, { method: 'GET', url: '/billing' })).json();
      return (billing.balanceData.data.entries as { kind: string; description: string; amountCents: number }[]).filter(
        (entry) => /fee/i.test(entry.description),
      );
    };
    /** Every fee line of the member's ledger, waived ones too. */
    const feeLedger = (userId: string) =>
      ctx()
        .app.db.select({ amountCents: ledgerEntries.amountCents, description: ledgerEntries.description })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId));
    const markAttendance = (sessionId: string, bookingId: string, attendance: 'attended' | 'noShow') =>
      ctx().asMember(director, {
        method: 'PUT',
        url: `/staff/classes/${sessionId}/roster/${bookingId}/attendance`,
        payload: { attendance },
      });

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
      director = await ctx().login(DEMO.director.email, DEMO.director.password);
    });

    it('sets the club’s rules and a class type’s there, audited, in the club’s scope only', async () => {
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password); // Oakland's
      expect((await setRules(manager, { ...DEFAULT_CLASS_RULES, maxPerDay: 1 })).statusCode).toBe(403);
      const noFee = await setRules(director, { ...DEFAULT_CLASS_RULES, penalty: 'fee' });
      expect(noFee.statusCode).toBe(400);
      expect(noFee.body).toContain(CLASS_RULES_MESSAGES.feeNeeded);

      const set = await setRules(director, { ...DEFAULT_CLASS_RULES, opensDaysBefore: 2, maxPerDay: 1 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data.club).toMatchObject({ opensDaysBefore: 2, maxPerDay: 1 });
      const spin = await setRules(director, { ...DEFAULT_CLASS_RULES, opensDaysBefore: 3 }, 'power-spin');
      expect(spin.json().data.classTypes).toContainEqual(
        expect.objectContaining({ classTypeId: 'power-spin', rules: expect.objectContaining({ opensDaysBefore: 3 }) }),
      );
      const audit = await ctx().app.db.select().from(auditEvents).where(eq(auditEvents.action, 'class.rules-changed'));
      expect(audit).toHaveLength(2);

      // Power Spin (the class type's own rules): open 3 days ahead (not the club's 2), two a day (not one).
      const member = await newMember();
      const inFourDays = await addSession(ctx, at(80), { capacity: 5 });
      const refused = await book(member.token, inFourDays.id);
      expect(refused.statusCode, 'four days ahead').toBe(409);
      expect(refused.json().message).toBe(BOOKING_MESSAGES.notOpenYet(3));
      expect((await book(member.token, (await addSession(ctx, at(60), { capacity: 5 })).id)).statusCode).toBe(201);
      expect((await book(member.token, (await addSession(ctx, at(61), { capacity: 5 })).id)).statusCode).toBe(201);
      // Without its own rules it follows the club's again: two days ahead, one a day.
      const removed = await ctx().asMember(director, { method: 'DELETE', url: rulesUrl('power-spin') });
      expect(removed.json().data.classTypes).toContainEqual(
        expect.objectContaining({ classTypeId: 'power-spin', rules: null }),
      );
      const notYet = await book(member.token, (await addSession(ctx, at(62), { capacity: 5 })).id);
      expect(notYet.json().message).toBe(BOOKING_MESSAGES.notOpenYet(2));
      expect((await book(member.token, (await addSession(ctx, at(27), { capacity: 5 })).id)).statusCode).toBe(201);
      const second = await book(member.token, (await addSession(ctx, at(28), { capacity: 5 })).id);
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json().message).toBe(BOOKING_MESSAGES.tooManyThatDay(1));

      await setRules(director, DEFAULT_CLASS_RULES);
    });

    it('charges a late cancel’s fee once, instead of a strike, and the payment history lists it', async () => {
      await setRules(director, FEE);
      try {
        const member = await newMember();
        const session = await addSession(ctx, at(3), { capacity: 5 });
        const booking = await booked(member.token, session.id);
        // Said before the member confirms: the booking carries what a cancel costs.
        expect(booking.rules).toEqual({ lateCancelHours: 12, penalty: 'fee', feeCents: 1500 });
        const cancelled = await cancel(member.token, booking.id);
        expect(cancelled.json().data).toMatchObject({ lateCancel: true, feeCents: 1500 });
        expect((await cancel(member.token, booking.id)).statusCode).toBe(404);
        const entries = await feeEntries(member.token);
        expect(entries).toEqual([expect.objectContaining({ kind: 'fee', amountCents: 1500 })]);
        expect(entries[0]!.description).toMatch(/^Late cancel fee: Power Spin, Monday, March 8 at 12:00 PM$/);
        expect((await mine(member.token)).strikes).toEqual([]);
      } finally {
        await setRules(director, DEFAULT_CLASS_RULES);
      }
    });

    it('charges a no-show once however often it is marked, and waives it when corrected to attended', async () => {
      await setRules(director, FEE);
      try {
        const member = await newMember();
        const session = await addSession(ctx, at(1), { capacity: 5 });
        const booking = await booked(member.token, session.id);
        clock.set(at(2));
        expect((await markAttendance(session.id, booking.id, 'noShow')).statusCode).toBe(200);
        expect((await markAttendance(session.id, booking.id, 'noShow')).statusCode).toBe(200);
        expect(await feeEntries(member.token)).toEqual([expect.objectContaining({ kind: 'fee', amountCents: 1500 })]);
        expect((await mine(member.token)).strikes).toEqual([]);
        expect(await ctx().app.db.select().from(classFees).where(eq(classFees.bookingId, booking.id))).toHaveLength(1);

        await markAttendance(session.id, booking.id, 'attended');
        const after = await feeLedger(member.id);
        expect(after.map((entry) => entry.amountCents).sort()).toEqual([-1500, 1500]);
        expect(after.find((entry) => entry.amountCents < 0)!.description).toContain('No-show fee waived');
        expect(await feeEntries(member.token)).toEqual([]);
      } finally {
        clock.set(MONDAY_9AM);
        await setRules(director, DEFAULT_CLASS_RULES);
      }
    });

    it('charges once when the same cancel, or the same no-show, arrives twice at the same moment', async () => {
      await setRules(director, FEE);
      try {
        const member = await newMember();
        const late = await booked(member.token, (await addSession(ctx, at(3), { capacity: 5 })).id);
        const cancels = await Promise.all([cancel(member.token, late.id), cancel(member.token, late.id)]);
        expect(cancels.map((response) => response.statusCode).sort()).toEqual([200, 404]);
        const session = await addSession(ctx, at(1), { capacity: 5 });
        const absent = await booked(member.token, session.id);
        clock.set(at(2));
        const marks = await Promise.all([
          markAttendance(session.id, absent.id, 'noShow'),
          markAttendance(session.id, absent.id, 'noShow'),
        ]);
        expect(marks.map((response) => response.statusCode)).toEqual([200, 200]);
        const fees = await feeLedger(member.id);
        expect(fees.map((entry) => entry.amountCents)).toEqual([1500, 1500]);
        expect(fees.map((entry) => entry.description.split(':')[0]).sort()).toEqual(['Late cancel fee', 'No-show fee']);
      } finally {
        clock.set(MONDAY_9AM);
        await setRules(director, DEFAULT_CLASS_RULES);
      }
    });

    it('at a club that counts strikes, a no-show is a strike and costs nothing', async () => {
      const member = await newMember();
      const session = await addSession(ctx, at(1), { capacity: 5 });
      const booking = await booked(member.token, session.id);
      clock.set(at(2));
      try {
        await markAttendance(session.id, booking.id, 'noShow');
        expect((await mine(member.token)).strikes.map((strike) => strike.kind)).toEqual(['noShow']);
        expect(await feeEntries(member.token)).toEqual([]);
      } finally {
        clock.set(MONDAY_9AM);
      }
    });
  },
  {},
  { clock },
);
