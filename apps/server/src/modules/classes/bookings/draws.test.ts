import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookingOpensAt, drawAt } from '@gym/contracts/class-bookings';
import { DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import { classSeries, classSessions } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { scheduleOf } from '../schedule/schedule-test-kit';
import { addSession, bookingRequests, classNoticesOf, mailsTo, memberMaker, sessionOf } from './bookings-test-kit';
import { drawOrder } from './draw';
import { DrawsRepository } from './draws.repository';
import { DrawsService } from './draws.service';

// Monday 8 March 2027, 9 a.m. at the clubs.
const MONDAY_9AM = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(MONDAY_9AM);
const MINUTE = 60_000;
const at = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * MINUTE).toISOString();

type Ctx = () => TestContext;

describeEachDatabase(
  'the fair opening of a popular class',
  (ctx: Ctx) => {
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const { booked, mine } = bookingRequests(ctx);
    const drawsOf = () =>
      new DrawsService({ db: ctx().app.db, repository: new DrawsRepository(ctx().app.db), clock, notify: () => {} });
    /** A popular class starting a week and a day from now, and its opening. */
    const popularClass = async (startsAt: string, capacity: number) => {
      const session = await addSession(ctx, startsAt, { capacity });
      await ctx().app.db.update(classSessions).set({ popular: true }).where(eq(classSessions.id, session.id));
      return {
        session,
        opens: bookingOpensAt(session.startsAt, DEFAULT_CLASS_RULES.opensDaysBefore),
        drawn: drawAt(session.startsAt, DEFAULT_CLASS_RULES.opensDaysBefore),
      };
    };

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
    });

    it('collects the first 15 minutes, draws them once by lot, and the draw replays from its seed', async () => {
      const { session, opens, drawn } = await popularClass('2027-03-16T02:00:00.000Z', 5);
      try {
        clock.set(at(opens, 1));
        const members = await Promise.all(Array.from({ length: 12 }, () => newMember()));
        const requests = [];
        for (const [index, member] of members.entries()) {
          clock.set(at(opens, 1 + index)); // earlier or later in the window: no matter.
          requests.push(await booked(member.token, session.id));
        }
        expect(requests.every((request) => request.status === 'requested')).toBe(true);
        expect(requests[0]!.drawAt).toBe(drawn.toISOString());
        const [before] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, session.id));
        expect(before).toMatchObject({ booked: 0, waitlisted: 0 });
        // Not before the window ends.
        expect(await drawsOf().drawDue()).toBe(0);

        clock.set(at(drawn, 1));
        // Two instances' jobs at once: one draw.
        const runs = await Promise.all([drawsOf().drawDue(), drawsOf().drawDue()]);
        expect(runs[0]! + runs[1]!).toBe(1);
        expect(await drawsOf().drawDue()).toBe(0);

        const record = await new DrawsRepository(ctx().app.db).recorded(session.id);
        expect(record?.placesDrawn).toBe(5);
        expect(drawOrder(record!.drawn, record!.seed)).toEqual(record!.drawn);
        expect(record!.drawn.map((entry) => entry.bookingId).sort()).toEqual(requests.map((r) => r.id).sort());
        const statusOf = new Map<string, { status: string; position: number | null }>();
        for (const member of members) {
          const [entry] = (await mine(member.token)).upcoming;
          statusOf.set(entry!.id, { status: entry!.status, position: entry!.waitlistPosition });
        }
        expect(record!.drawn.map((entry) => statusOf.get(entry.bookingId))).toEqual([
          ...Array.from({ length: 5 }, () => ({ status: 'booked', position: null })),
          ...Array.from({ length: 7 }, (_, index) => ({ status: 'waitlisted', position: index + 1 })),
        ]);
        const [after] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, session.id));
        expect(after).toMatchObject({ booked: 5, waitlisted: 7 });

        await classNoticesOf(ctx()).sendDue();
        const winner = members[requests.findIndex((request) => request.id === record!.drawn[0]!.bookingId)]!;
        const loser = members[requests.findIndex((request) => request.id === record!.drawn[5]!.bookingId)]!;
        expect((await mailsTo(ctx(), winner.email))[0]?.subject).toBe(
          'Bay Fit Clubs: you have a place in Power Spin on Monday, March 15 at 7:00 PM',
        );
        expect((await mailsTo(ctx(), loser.email))[0]?.text).toContain('are number 1 on its waitlist');

        // The loser asks in the next popular class's opening: two tickets.
        const next = await popularClass('2027-03-16T03:00:00.000Z', 1);
        clock.set(at(next.opens, 2));
        await booked(loser.token, next.session.id);
        await booked((await newMember()).token, next.session.id);
        clock.set(at(next.drawn, 1));
        await drawsOf().drawDue();
        const second = await new DrawsRepository(ctx().app.db).recorded(next.session.id);
        expect(second!.drawn.map((entry) => entry.tickets).sort()).toEqual([1, 2]);
      } finally {
        clock.set(MONDAY_9AM);
      }
    });

    it('a popular class cancelled in its opening ends its requests too, and tells them', async () => {
      const { session, opens } = await popularClass('2027-03-16T04:00:00.000Z', 3);
      try {
        clock.set(at(opens, 2));
        const member = await newMember();
        expect((await booked(member.token, session.id)).status).toBe('requested');
        const director = await ctx().login(DEMO.director.email, DEMO.director.password);
        const cancelled = await ctx().asMember(director, {
          method: 'POST',
          url: `/staff/classes/${session.id}/cancel`,
          payload: { reason: 'Studio floor repair' },
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect((await mine(member.token)).upcoming).toEqual([]);
        await classNoticesOf(ctx()).sendDue();
        expect((await mailsTo(ctx(), member.email))[0]?.text).toContain('(Studio floor repair)');
      } finally {
        clock.set(MONDAY_9AM);
      }
    });

    it("learns a class is popular when its opening asks pass its capacity: its series' next weeks are drawn", async () => {
      const session = await sessionOf(ctx, 'power-spin', '2027-03-15');
      await ctx().app.db.update(classSessions).set({ capacity: 1 }).where(eq(classSessions.id, session.id));
      try {
        clock.set(at(bookingOpensAt(session.startsAt, DEFAULT_CLASS_RULES.opensDaysBefore), 3));
        expect((await booked((await newMember()).token, session.id, true)).status).toBe('booked');
        expect((await booked((await newMember()).token, session.id, true)).status).toBe('waitlisted');
        const [series] = await ctx().app.db.select().from(classSeries).where(eq(classSeries.id, session.seriesId!));
        expect(series?.popular).toBe(true);
        const later = await ctx()
          .app.db.select({ popular: classSessions.popular })
          .from(classSessions)
          .where(and(eq(classSessions.seriesId, session.seriesId!), gt(classSessions.startsAt, session.startsAt)));
        expect(later.length).toBeGreaterThan(0);
        expect(later.every((row) => row.popular)).toBe(true);
      } finally {
        clock.set(MONDAY_9AM);
      }
    });
  },
  {},
  { clock },
);
