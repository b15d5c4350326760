import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookingResultAnswerSchema } from '@gym/contracts/class-bookings';
import { classBookings, classSessions } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { scheduleOf } from '../schedule/schedule-test-kit';
import { addSession, bookingRequests, classNoticesOf, mailsTo, memberMaker } from './bookings-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs (standard time until the 14th).
const MONDAY_9AM = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(MONDAY_9AM);

type Ctx = () => TestContext;
type Member = { token: string; email: string; id: string };

describeEachDatabase(
  'class waitlists',
  (ctx: Ctx) => {
    let newMember: () => Promise<Member>;
    const requests = bookingRequests(ctx);
    const { booked, cancel, claim, mine } = requests;
    const countsOf = async (sessionId: string) => {
      const [row] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, sessionId));
      return { booked: row!.booked, waitlisted: row!.waitlisted };
    };
    /** A class at `startsAt` filled by `capacity` new members, and `waiting` more on its waitlist, in order. */
    const fullClass = async (startsAt: string, capacity: number, waiting: number, minutes = 45) => {
      const session = await addSession(ctx, startsAt, { capacity, minutes });
      const inside: { member: Member; bookingId: string }[] = [];
      for (let index = 0; index < capacity; index += 1) {
        const member = await newMember();
        inside.push({ member, bookingId: (await booked(member.token, session.id)).id });
      }
      const queue: { member: Member; bookingId: string }[] = [];
      for (let index = 0; index < waiting; index += 1) {
        const member = await newMember();
        queue.push({ member, bookingId: (await booked(member.token, session.id, true)).id });
      }
      return { session, inside, queue };
    };

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
    });

    it('refuses a full class, or puts the member at the end of its waitlist with their place', async () => {
      const { session } = await fullClass('2027-03-10T16:00:00.000Z', 1, 0);
      const late = await newMember();
      const refused = await requests.book(late.token, session.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: BOOKING_MESSAGES.full });
      const first = await booked(late.token, session.id, true);
      expect(first).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, placeOffered: false });
      const second = await booked((await newMember()).token, session.id, true);
      expect(second).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
      const again = await requests.book(late.token, session.id, true);
      expect(again.json()).toMatchObject({ message: BOOKING_MESSAGES.alreadyWaiting });
      expect(await countsOf(session.id)).toEqual({ booked: 1, waitlisted: 2 });
      expect((await mine(late.token)).upcoming.map((entry) => entry.status)).toEqual(['waitlisted']);
    });

    it('books the first waiting member when a place frees, tells them once, and moves the others up', async () => {
      // Wednesday 8 a.m.: two days ahead, long before the cutoff.
      const { session, inside, queue } = await fullClass('2027-03-10T16:00:00.000Z', 2, 3);
      const freed = await cancel(inside[0]!.member.token, inside[0]!.bookingId);
      expect(freed.json().data).toMatchObject({ status: 'cancelled', lateCancel: false, endedBy: 'member' });
      const [first, second, third] = queue;
      expect((await mine(first!.member.token)).upcoming[0]).toMatchObject({
        id: first!.bookingId,
        status: 'booked',
        promotedAt: MONDAY_9AM,
        freeCancel: false,
      });
      expect((await mine(second!.member.token)).upcoming[0]).toMatchObject({ waitlistPosition: 1 });
      expect((await mine(third!.member.token)).upcoming[0]).toMatchObject({ waitlistPosition: 2 });
      expect(await countsOf(session.id)).toEqual({ booked: 2, waitlisted: 2 });

      // Two senders at once (two instances' jobs): one e-mail.
      await Promise.all([classNoticesOf(ctx()).sendDue(), classNoticesOf(ctx()).sendDue()]);
      await classNoticesOf(ctx()).sendDue();
      const mails = await mailsTo(ctx(), first!.member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Bay Fit Clubs: you have a place in Power Spin on Wednesday, March 10 at 8:00 AM');
      expect(mails[0]!.text).toContain('free until 12 hours before the class');
      expect(await mailsTo(ctx(), second!.member.email)).toEqual([]);

      // Leaving the waitlist is free and moves the one behind up.
      const left = await cancel(second!.member.token, second!.bookingId);
      expect(left.json().data).toMatchObject({ status: 'cancelled', lateCancel: false });
      expect((await mine(third!.member.token)).upcoming[0]).toMatchObject({ waitlistPosition: 1 });
      expect(await countsOf(session.id)).toEqual({ booked: 2, waitlisted: 1 });
    });

    it('after the cutoff offers a freed place to everyone waiting, and the first to claim it gets it', async () => {
      // Monday 10:30 a.m.: 90 minutes ahead, inside the 2-hour cutoff.
      const { session, inside, queue } = await fullClass('2027-03-08T18:30:00.000Z', 1, 2);
      const early = await claim(queue[1]!.member.token, queue[1]!.bookingId);
      expect(early.json()).toMatchObject({ message: BOOKING_MESSAGES.noPlaceToClaim });
      await cancel(inside[0]!.member.token, inside[0]!.bookingId);
      expect(await countsOf(session.id)).toEqual({ booked: 0, waitlisted: 2 });
      for (const { member } of queue) {
        expect((await mine(member.token)).upcoming[0]).toMatchObject({ status: 'waitlisted', placeOffered: true });
      }
      await classNoticesOf(ctx()).sendDue();
      for (const { member } of queue) {
        expect((await mailsTo(ctx(), member.email))[0]?.subject).toBe(
          'Bay Fit Clubs: a place is free in Power Spin on Monday, March 8 at 10:30 AM',
        );
      }
      // The second in line claims first and gets it; the first is too late.
      const won = await claim(queue[1]!.member.token, queue[1]!.bookingId);
      expect(won.statusCode, won.body).toBe(200);
      expect(bookingResultAnswerSchema.parse(won.json()).data.booking).toMatchObject({ status: 'booked' });
      const lost = await claim(queue[0]!.member.token, queue[0]!.bookingId);
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toMatchObject({ message: BOOKING_MESSAGES.noPlaceToClaim });
      expect(await countsOf(session.id)).toEqual({ booked: 1, waitlisted: 1 });
    });

    it('refuses a claim before the cutoff: the first waiting member is booked then', async () => {
      const { queue } = await fullClass('2027-03-11T16:00:00.000Z', 1, 1);
      const response = await claim(queue[0]!.member.token, queue[0]!.bookingId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: BOOKING_MESSAGES.notClaimableYet });
    });

    it('lets a member decline a promotion made in the late-cancel window or overnight, without a strike', async () => {
      // Monday 7 p.m. (11 hours ahead of 6 a.m. Tuesday): inside the late-cancel window.
      const lateWindow = await fullClass('2027-03-09T14:00:00.000Z', 1, 1);
      // Tuesday 11:30 a.m.: at 10:30 p.m. Monday that is 13 hours off, outside the window, but overnight.
      const overnight = await fullClass('2027-03-09T19:30:00.000Z', 1, 1);
      // Wednesday 11:30 a.m.: more than a night away, an ordinary promotion.
      const later = await fullClass('2027-03-10T19:30:00.000Z', 1, 1);
      try {
        clock.set('2027-03-09T06:30:00.000Z'); // Monday 10:30 p.m.
        for (const { inside } of [lateWindow, overnight, later]) {
          await cancel(inside[0]!.member.token, inside[0]!.bookingId);
        }
        const promotedOf = async (of: typeof later) => (await mine(of.queue[0]!.member.token)).upcoming[0]!;
        expect(await promotedOf(lateWindow)).toMatchObject({ status: 'booked', freeCancel: true });
        expect(await promotedOf(overnight)).toMatchObject({ status: 'booked', freeCancel: true });
        expect(await promotedOf(later)).toMatchObject({ status: 'booked', freeCancel: false });
        const declined = await cancel(lateWindow.queue[0]!.member.token, lateWindow.queue[0]!.bookingId);
        expect(declined.json().data).toMatchObject({ status: 'cancelled', lateCancel: false });
        expect((await mine(lateWindow.queue[0]!.member.token)).strikes).toEqual([]);
        await classNoticesOf(ctx()).sendDue();
        const [mail] = await mailsTo(ctx(), overnight.queue[0]!.member.email);
        expect(mail?.text).toContain('declining this place costs no strike');
      } finally {
        clock.set(MONDAY_9AM);
      }
    });

    it("either/or: a promotion ends the member's overlapping places, and passes those on in turn", async () => {
      // Thursday 6 p.m. for an hour, two places; a 6:30 p.m. class and a 6:15 p.m. class overlap it.
      const wanted = await fullClass('2027-03-12T02:00:00.000Z', 2, 0, 60);
      const fallback = await fullClass('2027-03-12T02:30:00.000Z', 1, 0, 45);
      const other = await fullClass('2027-03-12T02:15:00.000Z', 1, 0, 30);
      // One waits for the 6 p.m. class while booked at 6:30 (a place frees there to let them in) ...
      const booker = await newMember();
      const bookerWait = await booked(booker.token, wanted.session.id, true);
      await cancel(fallback.inside[0]!.member.token, fallback.inside[0]!.bookingId);
      const bookerPlace = await booked(booker.token, fallback.session.id);
      // ... someone waits behind them at 6:30, and another waits for both the 6 p.m. and the 6:15 classes.
      const behind = await newMember();
      await booked(behind.token, fallback.session.id, true);
      const waiter = await newMember();
      const waiterWait = await booked(waiter.token, wanted.session.id, true);
      const waiterOther = await booked(waiter.token, other.session.id, true);

      for (const { member, bookingId } of wanted.inside) await cancel(member.token, bookingId);

      expect((await mine(booker.token)).upcoming.map((entry) => [entry.id, entry.status])).toEqual([
        [bookerWait.id, 'booked'],
      ]);
      expect((await mine(waiter.token)).upcoming.map((entry) => [entry.id, entry.status])).toEqual([
        [waiterWait.id, 'booked'],
      ]);
      const ended = await ctx()
        .app.db.select({ status: classBookings.status, endedBy: classBookings.endedBy, late: classBookings.lateCancel })
        .from(classBookings)
        .where(inArray(classBookings.id, [bookerPlace.id, waiterOther.id]));
      expect(ended).toEqual([
        { status: 'cancelled', endedBy: 'overlap', late: false },
        { status: 'cancelled', endedBy: 'overlap', late: false },
      ]);
      // The 6:30 place the booker gave up went to the one behind them; the 6:15 waitlist lost the waiter.
      expect((await mine(behind.token)).upcoming[0]).toMatchObject({ status: 'booked' });
      expect(await countsOf(fallback.session.id)).toEqual({ booked: 1, waitlisted: 0 });
      expect(await countsOf(other.session.id)).toEqual({ booked: 1, waitlisted: 0 });
      await classNoticesOf(ctx()).sendDue();
      const [bookerMail] = await mailsTo(ctx(), booker.email);
      expect(bookerMail?.text).toContain(
        'Your places in these classes at the same time are cancelled, with no strike:',
      );
      expect(bookerMail?.text).toContain('Power Spin, Thursday, March 11 at 6:30 PM');
      const [waiterMail] = await mailsTo(ctx(), waiter.email);
      expect(waiterMail?.text).toContain('Power Spin, Thursday, March 11 at 6:15 PM');
    });

    it('never holds more than its capacity and keeps one waitlist order, however many ask at once', async () => {
      const session = await addSession(ctx, '2027-03-12T17:00:00.000Z', { capacity: 5 });
      const members = await Promise.all(Array.from({ length: 30 }, () => newMember()));
      const answers = await Promise.all(members.map((member) => requests.book(member.token, session.id, true)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
      const places = answers.map((answer) => bookingResultAnswerSchema.parse(answer.json()).data.booking);
      expect(places.filter((place) => place.status === 'booked')).toHaveLength(5);
      const positions = await Promise.all(
        members.map(async (member) => (await mine(member.token)).upcoming[0]!.waitlistPosition),
      );
      expect(positions.filter((position) => position !== null).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 25 }, (_, index) => index + 1),
      );
      expect(await countsOf(session.id)).toEqual({ booked: 5, waitlisted: 25 });
    });
  },
  {},
  { clock },
);
