import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { MESSAGES } from '@gym/contracts/messages';
import {
  type CheckInAnswer,
  HISTORY_LIMIT,
  historyAnswerSchema,
  type Visit,
  VISIT_MESSAGES,
} from '@gym/contracts/visits';
import { users, visits } from '../../../db/schema';
import { DEMO_VISITS, seedDemoVisits } from '../../../db/seed-demo-visits';
import { clubTodayIso } from '../../../lib/club-date';
import { describeEachDatabase, type TestContext } from '../../../test/app';
import { payloadAt, secretOf } from '../../accounts/check-in-codes/check-in-codes-test-kit';
import { DEMO } from '../../../test/demo';

type Account = { email: string; password: string; memberNumber: number };

const signIn = (ctx: () => TestContext, account: Account) =>
  ctx().login(account.email, account.password, String(account.memberNumber));

async function userId(ctx: () => TestContext, memberNumber: number): Promise<string> {
  const [row] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.memberNumber, memberNumber));
  if (!row) throw new Error(`no user ${memberNumber}`);
  return row.id;
}

async function history(ctx: () => TestContext, token: string, query = ''): Promise<Visit[]> {
  const response = await ctx().asMember(token, { method: 'GET', url: `/history${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return historyAnswerSchema.parse(response.json()).data;
}

const checkIn = (ctx: () => TestContext, token: string, payload: Record<string, unknown>) =>
  ctx().asMember(token, { method: 'POST', url: '/staff/check-ins', payload });

describeEachDatabase('visits: GET /history', (ctx) => {
  it("answers the demo member's seeded visits, newest first, with the club and the club's wall clock", async () => {
    const token = await signIn(ctx, DEMO.member);
    const rows = await history(ctx, token);
    expect(rows.map((row) => row.id)).toEqual(DEMO_VISITS.map((visit) => visit.id));
    expect(rows[0]).toMatchObject({ checkInTime: '07:15', club: { clubautomationclubidC: '101' } });
    expect(rows[0]?.club.name).toBe('Bay Fit Marin');
    expect(rows[0]?.club.displayName).toBe('Marin');
    const instants = rows.map((row) => Date.parse(row.checkedInAt));
    expect([...instants].sort((a, b) => b - a)).toEqual(instants);
    for (const row of rows) expect(row.checkInDate < clubTodayIso()).toBe(true);
  });

  it('seeding again adds no second copy of the demo visits', async () => {
    await seedDemoVisits(ctx().app.db);
    const memberId = await userId(ctx, DEMO.member.memberNumber);
    const rows = await ctx().app.db.select().from(visits).where(eq(visits.userId, memberId));
    expect(rows).toHaveLength(DEMO_VISITS.length);
  });

  it('refuses a request without a member token', async () => {
    const response = await ctx().signed({ method: 'GET', url: '/history' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(LOGIN_MESSAGES.sessionEnded);
  });

  it('keeps to the date range (both ends inclusive) and the limit', async () => {
    const account = DEMO.familyMember;
    const id = await userId(ctx, account.memberNumber);
    // Noon in California (PST, UTC-8) on 10 to 14 January 2025.
    const days = ['2025-01-10', '2025-01-11', '2025-01-12', '2025-01-13', '2025-01-14'];
    await ctx()
      .app.db.insert(visits)
      .values(days.map((day) => ({ userId: id, clubId: '107', checkedInAt: new Date(`${day}T20:00:00Z`) })));
    const token = await signIn(ctx, account);

    const range = await history(ctx, token, '?startDate=2025-01-11&endDate=2025-01-13');
    expect(range.map((row) => row.checkInDate)).toEqual(['2025-01-13', '2025-01-12', '2025-01-11']);
    expect(range[0]?.checkInTime).toBe('12:00');

    const limited = await history(ctx, token, '?startDate=2025-01-01&endDate=2025-01-31&limit=2');
    expect(limited.map((row) => row.checkInDate)).toEqual(['2025-01-14', '2025-01-13']);
    expect(await history(ctx, token, '?startDate=2025-01-13')).toHaveLength(2);
    expect(await history(ctx, token, '?endDate=2025-01-10')).toHaveLength(1);
    expect(await history(ctx, token, '?startDate=&endDate=&limit=')).toHaveLength(days.length);
    expect(await history(ctx, token, `?limit=${HISTORY_LIMIT.max}`)).toHaveLength(days.length);
    expect(await history(ctx, token, '?startDate=2025-02-01&endDate=2025-02-28')).toEqual([]);
  });

  it('uses a default limit of 50', async () => {
    const account = DEMO.director;
    const id = await userId(ctx, account.memberNumber);
    const start = Date.parse('2024-06-01T17:00:00Z');
    await ctx()
      .app.db.insert(visits)
      .values(
        Array.from({ length: HISTORY_LIMIT.default + 3 }, (_, index) => ({
          userId: id,
          clubId: '102',
          checkedInAt: new Date(start + index * 86_400_000),
        })),
      );
    const token = await signIn(ctx, account);
    expect(await history(ctx, token)).toHaveLength(HISTORY_LIMIT.default);
    expect(await history(ctx, token, '?limit=200')).toHaveLength(HISTORY_LIMIT.default + 3);
  });

  it('puts a visit at 23:30 in California on that day, in summer and in winter time', async () => {
    const account = DEMO.trainer;
    const id = await userId(ctx, account.memberNumber);
    await ctx()
      .app.db.insert(visits)
      .values([
        // 23:30 PDT (UTC-7) on 10 March 2025, the day after the clocks went forward: 06:30 UTC on the 11th.
        { userId: id, clubId: '103', checkedInAt: new Date('2025-03-11T06:30:00Z') },
        // 23:30 PST (UTC-8) on 15 January 2025: 07:30 UTC on the 16th.
        { userId: id, clubId: '103', checkedInAt: new Date('2025-01-16T07:30:00Z') },
      ]);
    const token = await signIn(ctx, account);

    const march = await history(ctx, token, '?startDate=2025-03-10&endDate=2025-03-10');
    expect(march.map(({ checkInDate, checkInTime }) => ({ checkInDate, checkInTime }))).toEqual([
      { checkInDate: '2025-03-10', checkInTime: '23:30' },
    ]);
    expect(await history(ctx, token, '?startDate=2025-03-11&endDate=2025-03-11')).toEqual([]);

    const january = await history(ctx, token, '?startDate=2025-01-15&endDate=2025-01-15');
    expect(january.map(({ checkInDate, checkInTime }) => ({ checkInDate, checkInTime }))).toEqual([
      { checkInDate: '2025-01-15', checkInTime: '23:30' },
    ]);
    expect(await history(ctx, token, '?startDate=2025-01-16&endDate=2025-01-16')).toEqual([]);
  });

  it('answers 400 with a clear message for bad dates, a start after the end and a limit out of range', async () => {
    const token = await signIn(ctx, DEMO.member);
    const cases: [string, string][] = [
      ['?startDate=2025-02-30', VISIT_MESSAGES.startDateInvalid],
      ['?startDate=03/01/2025', VISIT_MESSAGES.startDateInvalid],
      ['?endDate=yesterday', VISIT_MESSAGES.endDateInvalid],
      ['?startDate=2025-03-02&endDate=2025-03-01', VISIT_MESSAGES.startAfterEnd],
      ['?limit=0', VISIT_MESSAGES.limitInvalid],
      [`?limit=${HISTORY_LIMIT.max + 1}`, VISIT_MESSAGES.limitInvalid],
      ['?limit=ten', VISIT_MESSAGES.limitInvalid],
      ['?limit=2.5', VISIT_MESSAGES.limitInvalid],
      ['?limit=-1', VISIT_MESSAGES.limitInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await ctx().asMember(token, { method: 'GET', url: `/history${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });
});

describeEachDatabase('visits: POST /staff/check-ins', (ctx) => {
  it("checks a member in by their rotating code and answers the member's name, number and the visit", async () => {
    const staff = await signIn(ctx, DEMO.staff);
    const member = await signIn(ctx, DEMO.member);
    const scanned = await payloadAt(await secretOf(ctx(), member), new Date());
    const response = await checkIn(ctx, staff, { scanCode: ` ${scanned.toLowerCase()} `, clubId: '104' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CheckInAnswer>();
    expect(answer.data.member).toEqual({
      idCA: '100001',
      firstName: 'Alex',
      lastName: 'Rivera',
      name: 'Alex Rivera',
      hasPhoto: false,
      status: 'active',
    });
    expect(answer.data.alreadyCheckedIn).toBe(false);
    expect(answer.data.method).toBe('code');
    expect(answer.data.visit).toMatchObject({
      checkInDate: clubTodayIso(),
      club: { clubautomationclubidC: '104', displayName: 'Transbay' },
    });

    const [row] = await ctx().app.db.select().from(visits).where(eq(visits.id, answer.data.visit.id));
    expect(row?.recordedBy).toBe(await userId(ctx, DEMO.staff.memberNumber));
    expect(row?.userId).toBe(await userId(ctx, DEMO.member.memberNumber));
    expect(row?.method).toBe('code');

    expect((await history(ctx, member))[0]).toEqual(answer.data.visit);
  });

  it('answers the visit already recorded for the same member at the same club within the window', async () => {
    const staff = await signIn(ctx, DEMO.staff);
    const typed = { scanCode: '100002', clubId: '105', manual: true };
    const first = (await checkIn(ctx, staff, typed)).json<CheckInAnswer>();
    const again = (await checkIn(ctx, staff, typed)).json<CheckInAnswer>();
    expect(again.data.alreadyCheckedIn).toBe(true);
    expect(again.data.visit).toEqual(first.data.visit);

    const [both, racing] = await Promise.all([
      checkIn(ctx, staff, { ...typed, clubId: '108' }),
      checkIn(ctx, staff, { ...typed, clubId: '108' }),
    ]);
    expect(both.json<CheckInAnswer>().data.visit.id).toBe(racing.json<CheckInAnswer>().data.visit.id);

    const id = await userId(ctx, DEMO.familyPrimary.memberNumber);
    const rows = await ctx().app.db.select().from(visits).where(eq(visits.userId, id));
    expect(rows.map((row) => row.clubId).sort()).toEqual(['105', '108']);
  });

  it('records a new visit once the window has passed', async () => {
    const staff = await signIn(ctx, DEMO.staff);
    const typed = { scanCode: 'BFC-100006', clubId: '101', manual: true };
    const first = (await checkIn(ctx, staff, typed)).json<CheckInAnswer>();
    // Move the first visit back past the window, as if the member came back later in the day.
    await ctx()
      .app.db.update(visits)
      .set({ checkedInAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(visits.id, first.data.visit.id));
    const later = (await checkIn(ctx, staff, typed)).json<CheckInAnswer>();
    expect(later.data.alreadyCheckedIn).toBe(false);
    expect(later.data.visit.id).not.toBe(first.data.visit.id);
  });

  it('lets the director check members in', async () => {
    const director = await signIn(ctx, DEMO.director);
    const response = await checkIn(ctx, director, { scanCode: 'BFC-100005', clubId: '102', manual: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CheckInAnswer>().data.member.idCA).toBe('100005');
  });

  it('answers 403 to members and trainers, and records nothing', async () => {
    for (const account of [DEMO.member, DEMO.trainer]) {
      const token = await signIn(ctx, account);
      const response = await checkIn(ctx, token, { scanCode: 'BFC-100003', clubId: '101', manual: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(LOGIN_MESSAGES.notAllowed);
    }
    const id = await userId(ctx, DEMO.familyMember.memberNumber);
    expect(await ctx().app.db.select().from(visits).where(eq(visits.userId, id))).toEqual([]);
    const anonymous = await ctx().signed({
      method: 'POST',
      url: '/staff/check-ins',
      payload: { scanCode: 'BFC-100003', clubId: '101' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown code, a former member, an unknown club and missing fields with clear messages', async () => {
    const staff = await signIn(ctx, DEMO.staff);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ scanCode: 'BFC-999999', clubId: '101' }, 404, VISIT_MESSAGES.noMemberWithCode],
      [{ scanCode: 'BFC-999999.123456', clubId: '101' }, 404, VISIT_MESSAGES.noMemberWithCode],
      [{ scanCode: '999999', clubId: '101', manual: true }, 404, VISIT_MESSAGES.noMemberWithCode],
      [{ scanCode: 'BFC-100004', clubId: '101', manual: true }, 409, VISIT_MESSAGES.formerMember],
      [{ scanCode: 'BFC-100001', clubId: '101', manual: 'yes' }, 400, VISIT_MESSAGES.manualInvalid],
      [{ scanCode: 'BFC-100001', clubId: '999' }, 404, MESSAGES.clubDoesNotExist],
      [{ scanCode: '   ', clubId: '101' }, 400, VISIT_MESSAGES.scanCodeRequired],
      [{ clubId: '101' }, 400, VISIT_MESSAGES.scanCodeRequired],
      [{ scanCode: 'X'.repeat(65), clubId: '101' }, 400, VISIT_MESSAGES.scanCodeTooLong],
      [{ scanCode: 'BFC-100001' }, 400, VISIT_MESSAGES.clubRequired],
      [{ scanCode: 'BFC-100001', clubId: '' }, 400, VISIT_MESSAGES.clubRequired],
    ];
    for (const [payload, status, message] of cases) {
      const response = await checkIn(ctx, staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    const formerId = await userId(ctx, DEMO.former.memberNumber);
    expect(await ctx().app.db.select().from(visits).where(eq(visits.userId, formerId))).toEqual([]);
  });

  it("shows each member only their own visits: B's token never sees A's, whatever the query says", async () => {
    const staff = await signIn(ctx, DEMO.staff);
    const typed = (scanCode: string) => ({ scanCode, clubId: '107', manual: true });
    const visitOfB = (await checkIn(ctx, staff, typed('BFC-100003'))).json<CheckInAnswer>();
    const visitOfA = (await checkIn(ctx, staff, typed('BFC-100001'))).json<CheckInAnswer>();
    const memberA = await userId(ctx, DEMO.member.memberNumber);

    const tokenB = await signIn(ctx, DEMO.familyMember);
    const seenByB = await history(ctx, tokenB, `?sfId=${memberA}&userId=${memberA}&idCA=100001`);
    expect(seenByB.map((row) => row.id)).toEqual([visitOfB.data.visit.id]);

    const tokenA = await signIn(ctx, DEMO.member);
    const seenByA = (await history(ctx, tokenA)).map((row) => row.id);
    expect(seenByA).toContain(visitOfA.data.visit.id);
    expect(seenByA).not.toContain(visitOfB.data.visit.id);
    const rowsOfA = await ctx()
      .app.db.select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.userId, memberA)));
    expect(seenByA.sort()).toEqual(rowsOfA.map((row) => row.id).sort());
  });
});
