import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERSONAL_TRAINING_MESSAGES } from '@gym/contracts/personal-training';
import { trainingNotices, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { type TestSocket, connected, listenOnFreePort, openSocket } from '../../../test/realtime-client';
import { memberMaker } from '../../classes/bookings/bookings-test-kit';
import { MARIN, givePack, startsOf, trainingRequests } from '../training-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const NOW = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(NOW);
const MINUTE = 60_000;

describeEachDatabase(
  'around a personal-training session',
  (ctx: () => TestContext) => {
    const api = trainingRequests(ctx);
    let trainer: { id: string; token: string };
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      trainer = await api.trainer();
      newMember = await memberMaker(ctx);
    });
    afterAll(() => {
      for (const socket of sockets) socket.disconnect();
    });

    async function bookedSession(mode: 'inPerson' | 'video', homeClubId = MARIN) {
      clock.set(NOW);
      const member = await newMember();
      await ctx().app.db.update(users).set({ homeClubId }).where(eq(users.id, member.id));
      await givePack(ctx, member.id, { sessions: 5, minutes: 60, at: clock.now() });
      const taken = new Set((await api.mine(member.token)).sessions.map((session) => session.startsAt));
      const [slot] = startsOf(await api.slots(trainer.id, 60)).filter((start) => !taken.has(start));
      const response = await api.book(member.token, { trainerId: trainer.id, startsAt: slot!, minutes: 60, mode });
      expect(response.statusCode, response.body).toBe(201);
      return { member, session: api.session(response) };
    }

    it('opens "Join the session" of a video session for both from 10 minutes before its start to its end', async () => {
      const { member, session } = await bookedSession('video');
      const joinable = async () => ({
        member: (await api.mine(member.token)).sessions.find((entry) => entry.id === session.id)!.joinable,
        trainer: (await ctx().asMember(trainer.token, { method: 'GET', url: '/trainer/sessions' }))
          .json()
          .data.find((entry: { id: string }) => entry.id === session.id).joinable,
      });
      expect(session.joinable).toBe(false);
      clock.set(new Date(Date.parse(session.startsAt) - 11 * MINUTE));
      expect(await joinable()).toEqual({ member: false, trainer: false });
      clock.set(new Date(Date.parse(session.startsAt) - 5 * MINUTE));
      expect(await joinable()).toEqual({ member: true, trainer: true });
      clock.set(new Date(Date.parse(session.endsAt) + MINUTE));
      expect(await joinable()).toEqual({ member: false, trainer: false });
      clock.set(NOW);
    });

    it('lets the trainer mark a started session a no-show and keep private notes the member never sees', async () => {
      const { member, session } = await bookedSession('inPerson');
      const mark = (attendance: string) =>
        ctx().asMember(trainer.token, {
          method: 'PUT',
          url: `/trainer/sessions/${session.id}/attendance`,
          payload: { attendance },
        });
      expect((await mark('noShow')).json().message).toBe(PERSONAL_TRAINING_MESSAGES.notStartedYet);
      clock.set(new Date(Date.parse(session.startsAt) + 20 * MINUTE));
      expect(api.session(await mark('noShow'))).toMatchObject({ status: 'noShow' });
      const notes = await ctx().asMember(trainer.token, {
        method: 'PUT',
        url: `/trainer/sessions/${session.id}/notes`,
        payload: { notes: 'Left knee: no deep squats.' },
      });
      expect(api.session(notes).notes).toBe('Left knee: no deep squats.');
      const seen = (await api.mine(member.token)).sessions.find((entry) => entry.id === session.id)!;
      expect(seen.status).toBe('noShow');
      expect(seen).not.toHaveProperty('notes');
      const other = await ctx().login(DEMO.director.email, DEMO.director.password);
      const refused = await ctx().asMember(other, {
        method: 'PUT',
        url: `/trainer/sessions/${session.id}/notes`,
        payload: { notes: 'x' },
      });
      expect(refused.statusCode).toBe(403);
      // The session stays used.
      expect((await api.mine(member.token)).packs[0]).toMatchObject({ used: 1 });
      clock.set(NOW);
    });

    it("marks an in-person session attended at the desk's scan before it", async () => {
      const { member, session } = await bookedSession('inPerson');
      clock.set(new Date(Date.parse(session.startsAt) - 30 * MINUTE));
      const desk = await ctx().login(DEMO.director.email, DEMO.director.password);
      const checkIn = await ctx().asMember(desk, {
        method: 'POST',
        url: '/staff/check-ins',
        payload: { scanCode: member.scanCode, clubId: MARIN, manual: true },
      });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      expect((await api.mine(member.token)).sessions.find((entry) => entry.id === session.id)!.status).toBe('attended');
      clock.set(NOW);
    });

    it('cancels the in-person sessions of a day the club closes, back in their packs, and tells both', async () => {
      const inPerson = await bookedSession('inPerson');
      const video = await bookedSession('video');
      const day = (iso: string) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(iso));
      // Both on the trainer's first free day: the in-person one is cancelled, the video one goes on.
      const date = day(inPerson.session.startsAt);
      expect(day(video.session.startsAt)).toBe(date);
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const closed = await ctx().asMember(director, {
        method: 'POST',
        url: `/staff/clubs/${MARIN}/closures`,
        payload: { date, hours: null, reason: 'Water main repair' },
      });
      expect(closed.statusCode, closed.body).toBe(201);
      const mine = (await api.mine(inPerson.member.token)).sessions.find((entry) => entry.id === inPerson.session.id)!;
      expect(mine).toMatchObject({ status: 'cancelled', returnedToPack: true });
      expect((await api.mine(inPerson.member.token)).packs[0]).toMatchObject({ used: 0 });
      const still = (await api.mine(video.member.token)).sessions.find((entry) => entry.id === video.session.id)!;
      expect(still.status).toBe('booked');
      const notices = await ctx()
        .app.db.select({ userId: trainingNotices.userId })
        .from(trainingNotices)
        .where(and(eq(trainingNotices.sessionId, inPerson.session.id), eq(trainingNotices.kind, 'closed')));
      expect(notices.map((notice) => notice.userId).sort()).toEqual([inPerson.member.id, trainer.id].sort());
    });

    it('lets the trainer call a member of another club they have a session with, and no other', async () => {
      const origin = await listenOnFreePort(ctx().app);
      const { member } = await bookedSession('video', '102');
      const stranger = await newMember();
      await ctx().app.db.update(users).set({ homeClubId: '102' }).where(eq(users.id, stranger.id));
      const socket = await connected(openSocket(origin, { token: trainer.token }));
      sockets.push(socket);
      const toMember = await socket.emitWithAck('request-call', { receiverUserId: member.id });
      expect(toMember.success).toBe(true);
      if (toMember.success) await socket.emitWithAck('stop-session-call', { callId: toMember.callId });
      const toStranger = await socket.emitWithAck('request-call', { receiverUserId: stranger.id });
      expect(toStranger.success).toBe(false);
    });
  },
  {},
  { clock },
);
