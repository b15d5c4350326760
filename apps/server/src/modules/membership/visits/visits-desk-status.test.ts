import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { BILLING_STANDING_MESSAGES } from '@gym/contracts/billing-history';
import { FREEZE_MESSAGES } from '@gym/contracts/membership-freeze';
import {
  type CheckInAnswer,
  type DeskMember,
  VISIT_MESSAGES,
  checkInAnswerSchema,
  checkInRefusalSchema,
} from '@gym/contracts/visits';
import { memberships, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase, type TestContext } from '../../../test/app';
import { runBilling } from '../billing/billing-test-kit';
import { DEMO } from '../../../test/demo';
import { freeze, frozenMember, moveTo } from '../changes/freeze-test-kit';

const clock = new ManualClock('2026-11-15T18:00:00Z');

/** The desk signs in once per test file (sign-ins are rate limited), as a desk stays signed in all day. */
let deskToken: string | undefined;
async function checkIn(ctx: TestContext, scanCode: string) {
  deskToken ??= await ctx.login(DEMO.staff.email, DEMO.staff.password);
  return ctx.asMember(deskToken, {
    method: 'POST',
    url: '/staff/check-ins',
    payload: { scanCode, clubId: '101', manual: true },
  });
}

async function admitted(ctx: TestContext, scanCode: string): Promise<CheckInAnswer['data']> {
  const response = await checkIn(ctx, scanCode);
  expect(response.statusCode, response.body).toBe(200);
  return checkInAnswerSchema.parse(response.json()).data;
}

/** A refused scan: the reason, and who it was. */
async function refused(ctx: TestContext, scanCode: string): Promise<{ message: string; member: DeskMember }> {
  const response = await checkIn(ctx, scanCode);
  expect(response.statusCode, response.body).toBe(409);
  const body = checkInRefusalSchema.parse(response.json());
  expect(body.code).toBe('CONFLICT');
  return { message: body.message, member: body.member };
}

const setBilling = (ctx: TestContext, membershipId: string, billingStatus: 'past_due' | 'suspended') =>
  ctx.app.db.update(memberships).set({ billingStatus }).where(eq(memberships.id, membershipId));

describeEachDatabase(
  "the front desk: the member's status on every scan, and who it was on a refusal",
  (ctx) => {
    // Each engine runs on a database of its own: a new sign-in for each.
    beforeAll(() => {
      deskToken = undefined;
    });

    it('checks in an active member and a past-due one, saying which', async () => {
      moveTo(clock, '2026-11-15');
      const active = await admitted(ctx(), 'BFC-100001');
      expect(active.member).toMatchObject({ idCA: '100001', name: 'Alex Rivera', status: 'active' });

      const member = await frozenMember(ctx(), '2026-10-15');
      await setBilling(ctx(), member.membershipId, 'past_due');
      const pastDue = await admitted(ctx(), member.scanCode);
      expect(pastDue.member.status).toBe('past-due');
      expect(pastDue.alreadyCheckedIn).toBe(false);
    });

    it('refuses a member suspended for unpaid dues, naming them, and records no visit', async () => {
      moveTo(clock, '2026-11-15');
      const member = await frozenMember(ctx(), '2026-10-15');
      await setBilling(ctx(), member.membershipId, 'suspended');
      const answer = await refused(ctx(), member.scanCode);
      expect(answer.message).toBe(BILLING_STANDING_MESSAGES.checkInSuspended);
      const [row] = await ctx().app.db.select().from(users).where(eq(users.id, member.id));
      expect(answer.member).toEqual({
        idCA: String(row!.memberNumber),
        firstName: row!.firstName,
        lastName: row!.lastName,
        name: `${row!.firstName} ${row!.lastName}`,
        hasPhoto: false,
        status: 'suspended',
      });
      // Paid up again: in, with a visit.
      await ctx()
        .app.db.update(memberships)
        .set({ billingStatus: 'current' })
        .where(eq(memberships.id, member.membershipId));
      expect((await admitted(ctx(), member.scanCode)).member.status).toBe('active');
    });

    it('refuses a frozen member while the freeze is in effect, and not before', async () => {
      moveTo(clock, '2026-11-15');
      const member = await frozenMember(ctx(), '2026-10-15');
      await freeze(ctx(), member.token, 1);
      expect((await admitted(ctx(), member.scanCode)).member.status).toBe('active');
      moveTo(clock, '2026-12-02');
      const answer = await refused(ctx(), member.scanCode);
      expect(answer.message).toBe(FREEZE_MESSAGES.checkInFrozen);
      expect(answer.member.status).toBe('frozen');
    });

    it('lets a member whose cancellation is pending in, and refuses them once the membership has ended', async () => {
      moveTo(clock, '2026-11-15');
      const member = await frozenMember(ctx(), '2026-09-10');
      const cancelled = await ctx().asMember(member.token, { method: 'POST', url: '/membership/cancellation' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await admitted(ctx(), member.scanCode)).member.status).toBe('active');

      moveTo(clock, '2027-01-01');
      await runBilling(ctx(), clock);
      const answer = await refused(ctx(), member.scanCode);
      expect(answer.message).toBe(VISIT_MESSAGES.membershipEnded);
      expect(answer.member.status).toBe('cancelled');
    });

    it('refuses a former member and one without a membership, with their photo when it is on file', async () => {
      const key = 'members/desk-status-test/photo.jpg';
      await ctx().app.storage.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
      await ctx().app.db.update(users).set({ photoKey: key }).where(eq(users.scanCode, 'BFC-100004'));
      const former = await refused(ctx(), 'BFC-100004');
      expect(former.message).toBe(VISIT_MESSAGES.formerMember);
      expect(former.member).toMatchObject({ idCA: '100004', hasPhoto: true, status: 'cancelled' });

      const prospect = await frozenMember(ctx(), '2026-10-15');
      await ctx().app.db.update(users).set({ memberStatus: 'prospect' }).where(eq(users.id, prospect.id));
      const answer = await refused(ctx(), prospect.scanCode);
      expect(answer.message).toBe(VISIT_MESSAGES.notActiveMember);
      expect(answer.member.status).toBe('no-membership');
    });

    it('answers an unknown code with a plain 404: no one to show', async () => {
      const response = await checkIn(ctx(), 'BFC-999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('member');
      expect(response.json().message).toBe(VISIT_MESSAGES.noMemberWithCode);
    });
  },
  {},
  { clock },
);
