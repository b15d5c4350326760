import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ClubBusy, clubBusyAnswerSchema } from '@gym/contracts/club-busy';
import { addDays } from '@gym/contracts/club-days';
import { ManualClock } from '../../../lib/clock';
import { clubMoment } from '../../../lib/club-date';
import { users, visits } from '../../../db/schema';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { type TestSocket, connect, listenOnFreePort, nextEvent } from '../../../test/realtime-client';

// Tuesday 18 March 2031 at noon in San Francisco (daylight time): years past the seeded demo's check-ins.
const NOW = '2031-03-18T19:00:00.000Z';
const TODAY = '2031-03-18';
const CASTRO = '108';
const clock = new ManualClock(NOW);
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000);

type Ctx = () => TestContext;

async function newMember(ctx: Ctx): Promise<{ id: string; memberNumber: number }> {
  const tag = randomUUID().slice(0, 12);
  const [row] = await ctx()
    .app.db.insert(users)
    .values({
      email: `busy.${tag}@example.com`,
      role: 'member',
      memberStatus: 'active',
      firstName: 'Busy',
      lastName: tag,
      homeClubId: CASTRO,
      scanCode: `TEST-BUSY-${tag}`,
    })
    .returning({ id: users.id, memberNumber: users.memberNumber });
  return row!;
}

/** Each check-in by a different member (a re-entry of one member would be one person). */
async function checkInsAt(ctx: Ctx, moments: Date[]): Promise<void> {
  for (const moment of moments) {
    const member = await newMember(ctx);
    await ctx().app.db.insert(visits).values({ userId: member.id, clubId: CASTRO, checkedInAt: moment });
  }
}

async function busy(ctx: Ctx): Promise<ClubBusy> {
  const response = await ctx().signed({ method: 'GET', url: `/clubs/busy/${CASTRO}` });
  expect(response.statusCode, response.body).toBe(200);
  return clubBusyAnswerSchema.parse(response.json()).data;
}

describeEachDatabase(
  'how busy a club is, from the desk check-ins',
  (ctx) => {
    // On each past Tuesday, 12 people in the club at 12:30 p.m. (arrived from 11:35 a.m.); nobody at other hours.
    // Written before the first estimate: a club's usual day is kept for 15 minutes once read.
    beforeAll(async () => {
      for (let week = 1; week <= 8; week += 1) {
        const day = addDays(TODAY, -7 * week);
        await checkInsAt(
          ctx,
          Array.from({ length: 12 }, (_unused, index) => clubMoment(day, 11 * 60 + 35 + index * 5)),
        );
      }
    });

    it('says quiet with no count under five people, and counts from five', async () => {
      await checkInsAt(ctx, [minutesAgo(80), minutesAgo(76), ...[1, 20, 40, 74].map(minutesAgo)]);
      const four = await busy(ctx);
      expect(four).toMatchObject({ level: 'quiet', people: null, percent: 0, visitMinutes: 75, at: NOW });
      await checkInsAt(ctx, [minutesAgo(2)]);
      const five = await busy(ctx);
      expect(five.people).toBe(5);
      // Castro holds 260: five is 2 %, still quiet.
      expect(five).toMatchObject({ level: 'quiet', percent: 2 });
    });

    it("compares with the same hour of the last eight Tuesdays, and draws today's open hours", async () => {
      const now = await busy(ctx);
      // Five now against twelve usually at noon: quieter than usual.
      expect(now.comparedWithUsual).toBe('quieterThanUsual');
      // Castro opens 5:30 a.m. to 11 p.m. on weekdays: hours 5 to 22.
      expect(now.usual.map((hour) => hour.hour)).toEqual(Array.from({ length: 18 }, (_unused, index) => index + 5));
      expect(now.usual.find((hour) => hour.hour === 12)).toEqual({ hour: 12, level: 'quiet', percent: 5 });
      expect(now.usual.find((hour) => hour.hour === 9)).toEqual({ hour: 9, level: 'quiet', percent: 0 });

      await checkInsAt(
        ctx,
        Array.from({ length: 11 }, (_unused, index) => minutesAgo(3 + index)),
      );
      expect(await busy(ctx)).toMatchObject({ people: 16, comparedWithUsual: 'busierThanUsual' });
    });

    it('answers 404 for a club that does not exist', async () => {
      const response = await ctx().signed({ method: 'GET', url: '/clubs/busy/999' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'club does not exist' });
    });

    describeLive(ctx);
  },
  {},
  { clock },
);

/** A member watching the club gets its new level when the desk checks someone in there. */
function describeLive(ctx: Ctx) {
  let origin: string;
  let socket: TestSocket;
  beforeAll(async () => {
    origin = await listenOnFreePort(ctx().app);
    socket = await connect(origin, await ctx().login(DEMO.member.email, DEMO.member.password));
  });
  afterAll(() => socket?.disconnect());

  it('sends the new level to those watching the club after each desk check-in', async () => {
    const watched = await socket.emitWithAck('watch club busy', { clubId: CASTRO });
    expect(watched.success).toBe(true);
    const before = watched.success ? watched.data.people : null;
    const desk = await ctx().login(DEMO.staff.email, DEMO.staff.password);
    const member = await newMember(ctx);
    const event = nextEvent(socket, 'club busy');
    const response = await ctx().asMember(desk, {
      method: 'POST',
      url: '/staff/check-ins',
      payload: { scanCode: String(member.memberNumber), clubId: CASTRO, manual: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const live = await event;
    expect(live).toMatchObject({ clubId: CASTRO, people: (before ?? 0) + 1 });
  });

  it('refuses to watch a club that does not exist, or a payload that names none', async () => {
    expect(await socket.emitWithAck('watch club busy', { clubId: '999' })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect(await socket.emitWithAck('watch club busy', { clubId: '' })).toMatchObject({
      success: false,
      code: 'INVALID',
    });
  });
}
