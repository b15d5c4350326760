import { and, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  ROSTER_MESSAGES,
  classRosterAnswerSchema,
  trainerClassesAnswerSchema,
} from '@gym/contracts/class-bookings';
import { STAFF_CLASS_MESSAGES } from '@gym/contracts/staff-classes';
import { STAFF_MESSAGES } from '@gym/contracts/staff';
import { auditEvents, classBookings, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { addSession, bookingRequests, classNoticesOf, mailsTo, memberMaker } from '../bookings/bookings-test-kit';
import { scheduleOf } from '../schedule/schedule-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const MONDAY_9AM = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(MONDAY_9AM);

type Ctx = () => TestContext;

describeEachDatabase(
  'a class session: the trainer and the managers',
  (ctx: Ctx) => {
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    let trainer: string;
    let trainerId: string;
    let director: string;
    const { booked, cancel, mine } = bookingRequests(ctx);
    const as = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx().asMember(token, { method, url, ...(payload ? { payload } : {}) });
    const rosterOf = async (token: string, url: string) => {
      const response = await as(token, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return classRosterAnswerSchema.parse(response.json()).data;
    };
    /** A class of the demo trainer's at Marin with `capacity` places, filled by new members, and some waiting. */
    const trainersClass = async (startsAt: string, capacity: number, bookedCount: number, waiting = 0) => {
      const session = await addSession(ctx, startsAt, { capacity, trainerId });
      const members = [];
      for (let index = 0; index < bookedCount + waiting; index += 1) {
        const member = await newMember();
        members.push({ ...member, bookingId: (await booked(member.token, session.id, index >= bookedCount)).id });
      }
      return { session, members };
    };

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
      trainer = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
      director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const [row] = await ctx().app.db.select().from(users).where(eq(users.email, DEMO.trainer.email));
      trainerId = row!.id;
    });

    it("shows the trainer their classes and each roster, first-timers marked, and no one else's", async () => {
      const { session, members } = await trainersClass('2027-03-08T19:00:00.000Z', 2, 2, 1);
      const classes = trainerClassesAnswerSchema.parse((await as(trainer, 'GET', '/trainer/classes')).json()).data;
      expect(classes.map((entry) => entry.session.id)).toContain(session.id);
      expect(classes.every((entry) => entry.session.trainer.id === trainerId)).toBe(true);
      const roster = await rosterOf(trainer, `/trainer/classes/${session.id}/roster`);
      expect(roster.booked.map((entry) => entry.bookingId).sort()).toEqual(
        members
          .slice(0, 2)
          .map((member) => member.bookingId)
          .sort(),
      );
      expect(roster.booked.every((entry) => entry.firstTimer && entry.attendance === null)).toBe(true);
      expect(roster.waitlist.map((entry) => entry.bookingId)).toEqual([members[2]!.bookingId]);
      const [colleague] = await ctx()
        .app.db.select()
        .from(users)
        .where(and(eq(users.role, 'trainer'), eq(users.homeClubId, '101'), ne(users.id, trainerId)));
      const others = await addSession(ctx, '2027-03-08T19:00:00.000Z', { capacity: 5, trainerId: colleague!.id });
      const refused = await as(trainer, 'GET', `/trainer/classes/${others.id}/roster`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: ROSTER_MESSAGES.notYourClass });
      const member = await as(members[0]!.token, 'GET', '/trainer/classes');
      expect(member.statusCode).toBe(403);
    });

    it('takes attendance from 15 minutes before the start; a no-show is a strike', async () => {
      const { session, members } = await trainersClass('2027-03-08T20:00:00.000Z', 5, 2); // noon
      const [came, missed] = members;
      const url = (bookingId: string) => `/trainer/classes/${session.id}/roster/${bookingId}/attendance`;
      const early = await as(trainer, 'PUT', url(came!.bookingId), { attendance: 'attended' });
      expect(early.json()).toMatchObject({ message: ROSTER_MESSAGES.notStartedYet });
      try {
        clock.set('2027-03-08T19:50:00.000Z');
        expect((await as(trainer, 'PUT', url(came!.bookingId), { attendance: 'attended' })).statusCode).toBe(200);
        const after = await as(trainer, 'PUT', url(missed!.bookingId), { attendance: 'noShow' });
        const roster = classRosterAnswerSchema.parse(after.json()).data;
        expect(Object.fromEntries(roster.booked.map((entry) => [entry.bookingId, entry.attendance]))).toEqual({
          [came!.bookingId]: 'attended',
          [missed!.bookingId]: 'noShow',
        });
        clock.set('2027-03-08T21:00:00.000Z');
        expect((await mine(missed!.token)).strikes).toMatchObject([{ kind: 'noShow', className: 'Power Spin' }]);
        expect((await mine(came!.token)).past[0]).toMatchObject({ attendance: 'attended' });
      } finally {
        clock.set(MONDAY_9AM);
      }
    });

    it("e-mails the trainer's message to everyone booked", async () => {
      const { session, members } = await trainersClass('2027-03-09T02:00:00.000Z', 1, 1, 1);
      const sent = await as(trainer, 'POST', `/trainer/classes/${session.id}/message`, {
        text: 'Bring a towel and water, we ride hills tonight.',
      });
      expect(sent.json()).toMatchObject({ data: { told: 1 } });
      await classNoticesOf(ctx()).sendDue();
      const [mail] = await mailsTo(ctx(), members[0]!.email);
      expect(mail?.subject).toBe('Bay Fit Clubs: a message about Power Spin on Monday, March 8 at 6:00 PM');
      expect(mail?.text).toContain('Bring a towel and water, we ride hills tonight.');
      expect(await mailsTo(ctx(), members[1]!.email)).toEqual([]);
    });

    it('a cancelled class tells everyone booked or waiting at once, with no strike, in the audit log', async () => {
      const { session, members } = await trainersClass('2027-03-09T03:00:00.000Z', 1, 1, 1);
      const manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      const outside = await as(manager, 'POST', `/staff/classes/${session.id}/cancel`, { reason: 'Trainer ill' });
      expect(outside.json()).toMatchObject({ message: STAFF_MESSAGES.clubOutOfScope });
      const desk = await ctx().login(DEMO.staff.email, DEMO.staff.password);
      expect((await as(desk, 'POST', `/staff/classes/${session.id}/cancel`, { reason: 'x' })).statusCode).toBe(403);

      const done = await as(director, 'POST', `/staff/classes/${session.id}/cancel`, { reason: 'Trainer ill' });
      expect(done.statusCode, done.body).toBe(200);
      expect(classRosterAnswerSchema.parse(done.json()).data).toMatchObject({
        session: { cancelled: true, booked: 0 },
        booked: [],
        waitlist: [],
      });
      await classNoticesOf(ctx()).sendDue();
      // The member booked loses a place; the member waiting, a place in line: each is told which.
      const told = ['Your booking is cancelled with no strike', 'You are no longer on its waitlist.'];
      for (const [index, member] of members.entries()) {
        const [mail] = await mailsTo(ctx(), member.email);
        expect(mail?.subject).toBe('Bay Fit Clubs: Power Spin on Monday, March 8 at 7:00 PM is cancelled');
        expect(mail?.text).toContain(`is cancelled (Trainer ill). ${told[index]}`);
        expect((await mine(member.token)).strikes).toEqual([]);
      }
      const ended = await ctx().app.db.select().from(classBookings).where(eq(classBookings.sessionId, session.id));
      expect(ended.map((row) => [row.status, row.endedBy])).toEqual([
        ['cancelled', 'club'],
        ['cancelled', 'club'],
      ]);
      const [audit] = await ctx()
        .app.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'class.cancelled')))
        .orderBy(desc(auditEvents.createdAt))
        .limit(1);
      expect(audit).toMatchObject({ clubId: '101', reason: 'Trainer ill', after: { sessionId: session.id } });
      const again = await newMember();
      expect((await bookingRequests(ctx).book(again.token, session.id)).json()).toMatchObject({
        message: BOOKING_MESSAGES.cancelledClass,
      });
    });

    it('a substitute trainer is told to everyone, who may then cancel late with no strike', async () => {
      const { session, members } = await trainersClass('2027-03-08T23:00:00.000Z', 3, 1); // 3 p.m.: late window
      const trainers = (await as(director, 'GET', '/staff/clubs/101/trainers')).json().data as { id: string }[];
      const substitute = trainers.find((entry) => entry.id !== trainerId)!;
      const same = await as(director, 'PUT', `/staff/classes/${session.id}/trainer`, { trainerId });
      expect(same.json()).toMatchObject({ message: STAFF_CLASS_MESSAGES.sameTrainer });
      const changed = await as(director, 'PUT', `/staff/classes/${session.id}/trainer`, { trainerId: substitute.id });
      expect(classRosterAnswerSchema.parse(changed.json()).data.session.trainer.id).toBe(substitute.id);
      await classNoticesOf(ctx()).sendDue();
      const [mail] = await mailsTo(ctx(), members[0]!.email);
      expect(mail?.subject).toBe('Bay Fit Clubs: Power Spin on Monday, March 8 at 3:00 PM has a new trainer');
      const declined = await cancel(members[0]!.token, members[0]!.bookingId);
      expect(declined.json().data).toMatchObject({ status: 'cancelled', lateCancel: false });
    });

    it('capacity: a raise books the first waiting, never below the places taken nor above the room', async () => {
      const { session, members } = await trainersClass('2027-03-10T02:00:00.000Z', 1, 1, 2);
      const url = `/staff/classes/${session.id}/capacity`;
      const raised = classRosterAnswerSchema.parse((await as(director, 'PUT', url, { capacity: 2 })).json()).data;
      expect(raised.booked.map((entry) => entry.bookingId).sort()).toEqual(
        [members[0]!.bookingId, members[1]!.bookingId].sort(),
      );
      expect(raised.waitlist.map((entry) => entry.bookingId)).toEqual([members[2]!.bookingId]);
      expect((await as(director, 'PUT', url, { capacity: 1 })).json()).toMatchObject({
        message: STAFF_CLASS_MESSAGES.capacityBelowBooked,
      });
      expect((await as(director, 'PUT', url, { capacity: 200 })).json()).toMatchObject({
        message: STAFF_CLASS_MESSAGES.capacityAboveRoom,
      });
    });

    it('puts a member on a class and takes one off, the freed place going to the first waiting', async () => {
      const { session, members } = await trainersClass('2027-03-10T03:00:00.000Z', 2, 1, 0);
      const [row] = await ctx().app.db.select().from(users).where(eq(users.email, DEMO.member.email));
      const added = await as(director, 'POST', `/staff/classes/${session.id}/members`, {
        memberNumber: String(row!.memberNumber),
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(classRosterAnswerSchema.parse(added.json()).data.booked).toHaveLength(2);
      const again = await as(director, 'POST', `/staff/classes/${session.id}/members`, {
        memberNumber: String(row!.memberNumber),
      });
      expect(again.json()).toMatchObject({ message: STAFF_CLASS_MESSAGES.alreadyOn });
      const waiter = await newMember();
      const waiting = await booked(waiter.token, session.id, true);
      const removed = await as(director, 'DELETE', `/staff/classes/${session.id}/bookings/${members[0]!.bookingId}`);
      const roster = classRosterAnswerSchema.parse(removed.json()).data;
      expect(roster.booked.map((entry) => entry.bookingId)).toContain(waiting.id);
      expect(roster.waitlist).toEqual([]);
      expect((await mine(members[0]!.token)).strikes).toEqual([]);
    });
  },
  {},
  { clock },
);
