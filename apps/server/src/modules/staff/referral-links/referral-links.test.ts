import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import {
  REFERRAL_LINK_MESSAGES,
  referralLinkSchema,
  referralPlansAnswerSchema,
} from '@gym/contracts/staff-referral-links';
import { clubTodayIso } from '../../../lib/club-date';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { ReferralCodeSigner } from '../../signup/referrals/referral-code-signer';
import { auditByAction, idOf, newOaklandMember, signIn, signInEveryRole } from './staff-test-kit';

const create = (ctx: () => TestContext, token: string, payload: Record<string, unknown>) =>
  ctx().asMember(token, { method: 'POST', url: '/staff/referral-links', payload });

/** The end of this month in the clubs' zone: the last day the wizard accepts this month's code. */
function lastDayOfThisMonth(): string {
  const [year, month] = clubTodayIso().split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

describeEachDatabase('staff: referral links', (ctx) => {
  it("Oakland's manager makes an Oakland member's link: signed, audited, and the wizard accepts it", async () => {
    const member = await newOaklandMember(ctx());
    const manager = await signIn(ctx(), DEMO.manager);

    const plans = await ctx().asMember(manager, {
      method: 'GET',
      url: `/staff/referral-links/plans?memberId=${member.id}`,
    });
    expect(plans.statusCode, plans.body).toBe(200);
    const offered = referralPlansAnswerSchema.parse(plans.json());
    expect(offered.clubName).toBe('Oakland');
    expect(offered.plans.map((plan) => plan.id)).toEqual(['oakland-pass', 'oakland-monthly', 'oakland-premier']);

    const response = await create(ctx, manager, { memberId: member.id, planId: 'oakland-premier' });
    expect(response.statusCode, response.body).toBe(201);
    const link = referralLinkSchema.parse(response.json());
    const today = clubTodayIso();
    expect(link).toMatchObject({
      memberNumber: member.memberNumber,
      memberName: expect.stringMatching(/^Robin Oakland\d+$/),
      planId: 'oakland-premier',
      planName: 'Oakland Premier Month to Month',
      validThrough: lastDayOfThisMonth(),
    });
    // The code is the server's signed one, for this member, plan and day.
    expect(new ReferralCodeSigner(ctx().config.JWT_SECRET).verify(link.code)).toEqual({
      memberNumber: member.memberNumber,
      planId: 'oakland-premier',
      date: today,
    });
    // The same link the referral-code script printed, behind the app's public address.
    const query = new URLSearchParams({ member: member.memberNumber, plan: 'oakland-premier', code: link.code });
    expect(link.path).toBe(`/?${query.toString()}`);
    expect(link.link).toBe(`${ctx().config.PUBLIC_URL}${link.path}`);

    // The wizard's look-up of a code (GET /sign-up/check-referral-code) accepts it and preselects Oakland.
    const url = new URL(link.link);
    const checked = await ctx().signup({
      method: 'GET',
      url:
        `/sign-up/check-referral-code?plan=${url.searchParams.get('plan')}` +
        `&code=${encodeURIComponent(url.searchParams.get('code')!)}`,
    });
    expect(checked.json()).toMatchObject({
      error: false,
      data: { caID: member.memberNumber, plan: 'oakland-premier', clubSfId: '106' },
    });

    const audited = (await auditByAction(ctx(), 'referral-link.created')).filter((row) => row.subjectId === member.id);
    expect(audited).toMatchObject([
      {
        actorId: await idOf(ctx(), DEMO.manager.email),
        clubId: '106',
        after: { planId: 'oakland-premier', date: today },
      },
    ]);
  });

  it('the director makes one for any club, by member number as the script took it', async () => {
    const { director } = await signInEveryRole(ctx());
    const response = await create(ctx, director, { memberNumber: '100001', planId: 'marin-monthly' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ memberName: 'Alex Rivera', planId: 'marin-monthly' });
  });

  it("refuses the front desk and members (403), and a member outside the manager's clubs as if unknown (404)", async () => {
    const { manager, desk, member } = await signInEveryRole(ctx());
    const before = (await auditByAction(ctx(), 'referral-link.created')).length;
    for (const token of [desk, member]) {
      const refused = await create(ctx, token, { memberNumber: '100001', planId: 'marin-monthly' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: LOGIN_MESSAGES.notAllowed });
      const plans = await ctx().asMember(token, {
        method: 'GET',
        url: `/staff/referral-links/plans?memberId=${await idOf(ctx(), DEMO.member.email)}`,
      });
      expect(plans.statusCode).toBe(403);
    }
    // Alex Rivera's home club is Marin: Oakland's manager gets what a made-up member gets.
    const alex = await idOf(ctx(), DEMO.member.email);
    for (const payload of [
      { memberId: alex, planId: 'marin-monthly' },
      { memberNumber: '100001', planId: 'marin-monthly' },
      { memberNumber: '999999', planId: 'oakland-monthly' },
    ]) {
      const hidden = await create(ctx, manager, payload);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ message: REFERRAL_LINK_MESSAGES.noMember });
    }
    const plans = await ctx().asMember(manager, { method: 'GET', url: `/staff/referral-links/plans?memberId=${alex}` });
    expect(plans.statusCode).toBe(404);
    expect((await auditByAction(ctx(), 'referral-link.created')).length).toBe(before);
  });

  it('refuses a former member, a staff account and a plan their club does not offer, writing nothing', async () => {
    const { director } = await signInEveryRole(ctx());
    const before = (await auditByAction(ctx(), 'referral-link.created')).length;
    const former = await create(ctx, director, {
      memberNumber: DEMO.former.memberNumber.toString(),
      planId: 'oakland-monthly',
    });
    expect(former.statusCode).toBe(409);
    expect(former.json()).toMatchObject({ message: REFERRAL_LINK_MESSAGES.notActive });
    const trainer = await create(ctx, director, { memberNumber: '100005', planId: 'marin-monthly' });
    expect(trainer.statusCode).toBe(404);
    const elsewhere = await create(ctx, director, { memberNumber: '100001', planId: 'oakland-monthly' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: REFERRAL_LINK_MESSAGES.planNotAtClub });
    expect((await auditByAction(ctx(), 'referral-link.created')).length).toBe(before);
  });
});
