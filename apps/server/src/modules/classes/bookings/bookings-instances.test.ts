import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookingResultAnswerSchema } from '@gym/contracts/class-bookings';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../../../app';
import { classBookings, classNotices, classSessions } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, startTestApp } from '../../../test/app';
import { scheduleOf } from '../schedule/schedule-test-kit';
import { addSession, bookingRequests, classNoticesOf, mailsTo, memberMaker } from './bookings-test-kit';

const databaseUrl = process.env.TEST_DATABASE_URL;
// Monday 8 March 2027, 9 a.m. at the clubs.
const clock = new ManualClock('2027-03-08T17:00:00.000Z');

/** Two instances of the app on one Postgres database, as behind a load balancer: PGlite cannot be shared. */
(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'class bookings on two app instances at once [postgres]'
    : 'class bookings on two app instances [postgres: skipped, TEST_DATABASE_URL is not set]',
  () => {
    let first: Awaited<ReturnType<typeof startTestApp>> | undefined;
    let second: App | undefined;
    beforeAll(async () => {
      // 300 requests at once queue 150 on each instance's 10 connections, behind one class's row: the default 3 s
      // wait for a connection is production's back-pressure (a 503 the app retries); this test is about what the
      // rush leaves in the database, so the queue gets its time. Latency under a rush is the bench's figure.
      first = await startTestApp('postgres', { DATABASE_CONNECT_TIMEOUT_MS: '30000' }, { clock });
      second = await buildApp(first.context.config, { logger: false, clock });
      await scheduleOf(first.context, clock).generateAhead();
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });
    const ctx = (): TestContext => first!.context;

    /** A member's request to `app`, signed the way either instance would get it. */
    async function on(app: App, token: string, options: InjectOptions & { method: string; url: string }) {
      const headers = await signatureHeaders(ctx().config.REQUEST_SIGNING_KEY, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, authorization: `Bearer ${token}` } });
    }

    it('300 members booking one 30-place class at once on two instances: 30 booked, 270 waiting in one order', async () => {
      const newMember = await memberMaker(ctx);
      const session = await addSession(ctx, '2027-03-10T16:00:00.000Z', { capacity: 30 });
      const members = [];
      for (let index = 0; index < 300; index += 1) members.push(await newMember());
      const answers = await Promise.all(
        members.map((member, index) =>
          on(index % 2 === 0 ? ctx().app : second!, member.token, {
            method: 'POST',
            url: '/classes/bookings',
            payload: { sessionId: session.id, joinWaitlist: true },
          }),
        ),
      );
      const failed = answers.filter((answer) => answer.statusCode !== 201);
      expect([...new Set(failed.map((answer) => `${answer.statusCode} ${answer.json().message}`))]).toEqual([]);
      const places = answers.map((answer) => bookingResultAnswerSchema.parse(answer.json()).data.booking);
      expect(places.filter((place) => place.status === 'booked')).toHaveLength(30);
      expect(places.filter((place) => place.status === 'waitlisted')).toHaveLength(270);
      const [counted] = await ctx().app.db.select().from(classSessions).where(eq(classSessions.id, session.id));
      expect(counted).toMatchObject({ booked: 30, waitlisted: 270 });
      // One order: the waiting places' positions, read now, are 1 to 270 in the order of their rows.
      const { mine } = bookingRequests(ctx);
      const positions = await Promise.all(
        members.map(async (member) => (await mine(member.token)).upcoming[0]!.waitlistPosition),
      );
      const waiting = positions.filter((position): position is number => position !== null);
      expect([...waiting].sort((a, b) => a - b)).toEqual(Array.from({ length: 270 }, (_, index) => index + 1));
      const rows = await ctx()
        .app.db.select({ queue: classBookings.queue, userId: classBookings.userId })
        .from(classBookings)
        .where(and(eq(classBookings.sessionId, session.id), eq(classBookings.status, 'waitlisted')))
        .orderBy(classBookings.queue);
      const positionOf = new Map(members.map((member, index) => [member.id, positions[index]]));
      expect(rows.map((row) => positionOf.get(row.userId))).toEqual(waiting.sort((a, b) => a - b));
    }, 120_000);

    it('an instance killed mid-promotion changes nothing; the cancel again promotes once and e-mails once', async () => {
      const newMember = await memberMaker(ctx);
      const session = await addSession(ctx, '2027-03-11T16:00:00.000Z', { capacity: 1 });
      const { booked } = bookingRequests(ctx);
      const inside = await newMember();
      const place = await booked(inside.token, session.id);
      const waiter = await newMember();
      const waiting = await booked(waiter.token, session.id, true);

      // Hold the waiting row so that the second instance's cancel stops inside its promotion, then end that
      // instance's connection as a crash would.
      const holder = new pg.Client({ connectionString: ctx().config.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from class_bookings where id = $1 for update', [waiting.id]);
        const crashed = on(second!, inside.token, { method: 'DELETE', url: `/classes/bookings/${place.id}` });
        const victim = await waitForBlockedBackend(holder);
        await holder.query('select pg_terminate_backend($1)', [victim]);
        // The request fails as a lost database does (503), having changed nothing.
        expect((await crashed).statusCode).toBe(503);
        await holder.query('rollback');
      } finally {
        await holder.end();
      }
      const rowOf = async (id: string) =>
        (await ctx().app.db.select().from(classBookings).where(eq(classBookings.id, id)))[0]!;
      expect(await rowOf(place.id)).toMatchObject({ status: 'booked' });
      expect(await rowOf(waiting.id)).toMatchObject({ status: 'waitlisted' });
      expect(await ctx().app.db.select().from(classNotices).where(eq(classNotices.bookingId, waiting.id))).toEqual([]);

      // The member cancels again, on the first instance: one promotion, one e-mail from both instances' senders.
      const again = await on(ctx().app, inside.token, { method: 'DELETE', url: `/classes/bookings/${place.id}` });
      expect(again.statusCode, again.body).toBe(200);
      const twice = await on(second!, inside.token, { method: 'DELETE', url: `/classes/bookings/${place.id}` });
      expect(twice.json()).toMatchObject({ message: BOOKING_MESSAGES.bookingNotFound });
      expect(await rowOf(waiting.id)).toMatchObject({ status: 'booked' });
      await Promise.all([classNoticesOf(ctx()).sendDue(), classNoticesOf(ctx()).sendDue()]);
      expect(await mailsTo(ctx(), waiter.email)).toHaveLength(1);
    }, 60_000);
  },
);

/** The backend of this database waiting on a lock (the instance stopped mid-promotion). */
async function waitForBlockedBackend(client: pg.Client): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no backend blocked on the held row');
}
