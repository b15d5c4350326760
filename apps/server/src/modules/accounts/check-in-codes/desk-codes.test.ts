import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CHECK_IN_CODE_MESSAGES, CHECK_IN_CODE_PERIOD_S } from '@gym/contracts/check-in-code';
import { type CheckInAnswer, checkInRefusalSchema } from '@gym/contracts/visits';
import { auditEvents, users, visits } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase, type TestContext } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { payloadAt, secretOf } from './check-in-codes-test-kit';

// docs/decisions/0036: the desk takes the current window's code and the one before, each once, and the member
// number only when staff type it.

const clock = new ManualClock(new Date());
const PERIOD_MS = CHECK_IN_CODE_PERIOD_S * 1000;

let staff: string;
const memberTokens = new Map<number, string>();

async function memberToken(ctx: TestContext, account: { email: string; password: string; memberNumber: number }) {
  const known = memberTokens.get(account.memberNumber);
  if (known) return known;
  const token = await ctx.login(account.email, account.password, String(account.memberNumber));
  memberTokens.set(account.memberNumber, token);
  return token;
}

const desk = (ctx: TestContext, payload: { scanCode: string; clubId: string; manual?: boolean }) =>
  ctx.asMember(staff, { method: 'POST', url: '/staff/check-ins', payload });

async function admitted(ctx: TestContext, payload: { scanCode: string; clubId: string; manual?: boolean }) {
  const response = await desk(ctx, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckInAnswer>().data;
}

async function refused(ctx: TestContext, payload: { scanCode: string; clubId: string; manual?: boolean }) {
  const response = await desk(ctx, payload);
  expect(response.statusCode, response.body).toBe(409);
  return checkInRefusalSchema.parse(response.json());
}

/** The member's visits at the club in the last hour (the seeded demo visits are days old). */
async function recentVisits(ctx: TestContext, memberNumber: number, clubId: string) {
  const userId = await idOf(ctx, memberNumber);
  return ctx.app.db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.userId, userId),
        eq(visits.clubId, clubId),
        gt(visits.checkedInAt, new Date(Date.now() - 3_600_000)),
      ),
    );
}

async function idOf(ctx: TestContext, memberNumber: number) {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.memberNumber, memberNumber));
  return row!.id;
}

describeEachDatabase(
  'the desk and the rotating code',
  (ctx) => {
    beforeAll(async () => {
      memberTokens.clear();
      staff = await ctx().login(DEMO.staff.email, DEMO.staff.password);
    });

    it("accepts the current window's code once; the same code again is used, at any club, and leaves no visit", async () => {
      clock.set(new Date());
      const secret = await secretOf(ctx(), await memberToken(ctx(), DEMO.member));
      const code = await payloadAt(secret, clock.now());
      const first = await admitted(ctx(), { scanCode: code, clubId: '101' });
      expect(first).toMatchObject({ alreadyCheckedIn: false, method: 'code', member: { idCA: '100001' } });

      for (const clubId of ['101', '102']) {
        const again = await refused(ctx(), { scanCode: code, clubId });
        expect(again.message).toBe(CHECK_IN_CODE_MESSAGES.codeUsed);
        expect(again.member).toMatchObject({ idCA: '100001', name: 'Alex Rivera', status: 'active' });
      }
      expect(await recentVisits(ctx(), 100001, '102')).toEqual([]);
    });

    it("accepts the previous window's code; a new code within the repeat window answers the visit recorded", async () => {
      clock.set(new Date());
      const secret = await secretOf(ctx(), await memberToken(ctx(), DEMO.familyPrimary));
      const previous = await payloadAt(secret, clock.now(), 1);
      const first = await admitted(ctx(), { scanCode: previous, clubId: '104' });
      expect(first.alreadyCheckedIn).toBe(false);

      const current = await payloadAt(secret, clock.now());
      const repeat = await admitted(ctx(), { scanCode: current, clubId: '104' });
      expect(repeat).toMatchObject({ alreadyCheckedIn: true, method: 'code', visit: first.visit });
      // Each code was taken, though the second made no visit of its own.
      expect((await refused(ctx(), { scanCode: current, clubId: '104' })).message).toBe(
        CHECK_IN_CODE_MESSAGES.codeUsed,
      );
    });

    it('refuses a code two minutes old as expired, and one from an hour ago or a wrong one as not valid', async () => {
      clock.set(new Date());
      const secret = await secretOf(ctx(), await memberToken(ctx(), DEMO.familyMember));
      const shown = await payloadAt(secret, clock.now());
      clock.set(new Date(clock.now().getTime() + 2 * 60_000));
      const expired = await refused(ctx(), { scanCode: shown, clubId: '101' });
      expect(expired.message).toBe(CHECK_IN_CODE_MESSAGES.codeExpired);
      expect(expired.member).toMatchObject({ idCA: '100003', status: 'active' });

      const hourAgo = await payloadAt(secret, clock.now(), 3600 / CHECK_IN_CODE_PERIOD_S);
      expect((await refused(ctx(), { scanCode: hourAgo, clubId: '101' })).message).toBe(
        CHECK_IN_CODE_MESSAGES.codeInvalid,
      );
      const fresh = await payloadAt(secret, clock.now());
      const wrongDigits = `${fresh.slice(0, -6)}${String((Number(fresh.slice(-6)) + 1) % 1_000_000).padStart(6, '0')}`;
      expect((await refused(ctx(), { scanCode: wrongDigits, clubId: '101' })).message).toBe(
        CHECK_IN_CODE_MESSAGES.codeInvalid,
      );
      // The refusals took nothing: the fresh code still lets the member in.
      expect((await admitted(ctx(), { scanCode: fresh, clubId: '101' })).method).toBe('code');
      expect(await recentVisits(ctx(), 100003, '101')).toHaveLength(1);
    });

    it('accepts the code of the window that just ended, and not the one before it', async () => {
      const secret = await secretOf(ctx(), await memberToken(ctx(), DEMO.member));
      clock.set(new Date(Math.ceil(Date.now() / PERIOD_MS) * PERIOD_MS + 10 * PERIOD_MS));
      const twoBack = await payloadAt(secret, clock.now(), 2);
      expect((await refused(ctx(), { scanCode: twoBack, clubId: '103' })).message).toBe(
        CHECK_IN_CODE_MESSAGES.codeExpired,
      );
      const oneBack = await payloadAt(secret, clock.now(), 1);
      expect((await admitted(ctx(), { scanCode: oneBack, clubId: '103' })).alreadyCheckedIn).toBe(false);
    });

    it('refuses any code of a member who never asked for a secret', async () => {
      const refusal = await refused(ctx(), { scanCode: 'BFC-100005.123456', clubId: '101' });
      expect(refusal.message).toBe(CHECK_IN_CODE_MESSAGES.codeInvalid);
      expect(refusal.member.idCA).toBe('100005');
    });

    it('refuses the static code or the member number scanned; typed by staff, checks in as manual and audits it', async () => {
      for (const scanCode of ['BFC-100002', '100002']) {
        const refusal = await refused(ctx(), { scanCode, clubId: '106' });
        expect(refusal.message).toBe(CHECK_IN_CODE_MESSAGES.staticCodeScanned);
        expect(refusal.member).toMatchObject({ idCA: '100002', status: 'active' });
      }
      const memberId = await idOf(ctx(), 100002);
      expect(await recentVisits(ctx(), 100002, '106')).toEqual([]);

      const manual = await admitted(ctx(), { scanCode: '100002', clubId: '106', manual: true });
      expect(manual).toMatchObject({ alreadyCheckedIn: false, method: 'manual', member: { idCA: '100002' } });
      const [row] = await ctx().app.db.select().from(visits).where(eq(visits.id, manual.visit.id));
      expect(row).toMatchObject({ method: 'manual', recordedBy: await idOf(ctx(), DEMO.staff.memberNumber) });
      const audits = () =>
        ctx()
          .app.db.select()
          .from(auditEvents)
          .where(and(eq(auditEvents.subjectId, memberId), eq(auditEvents.action, 'member.checked-in-manually')));
      expect(await audits()).toEqual([
        expect.objectContaining({
          actorId: await idOf(ctx(), DEMO.staff.memberNumber),
          clubId: '106',
          after: { visitId: manual.visit.id, method: 'manual' },
        }),
      ]);

      // Typed again within the repeat window: the same visit, nothing new to audit.
      const again = await admitted(ctx(), { scanCode: 'bfc-100002', clubId: '106', manual: true });
      expect(again).toMatchObject({ alreadyCheckedIn: true, method: 'manual', visit: manual.visit });
      expect(await audits()).toHaveLength(1);
    });

    it('typed by staff, a member who may not check in is still refused for their standing', async () => {
      const former = await refused(ctx(), { scanCode: '100004', clubId: '101', manual: true });
      expect(former.member).toMatchObject({ idCA: '100004', status: 'cancelled' });
      expect(former.message).not.toBe(CHECK_IN_CODE_MESSAGES.staticCodeScanned);
    });
  },
  {},
  { clock },
);
