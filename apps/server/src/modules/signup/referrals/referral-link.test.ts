import { expect, it } from 'vitest';
import { decodeReferralCode } from '@gym/contracts/referral';
import { clubTodayIso } from '../../../lib/club-date';
import { describeEachDatabase } from '../../../test/app';
import { ReferralCodeSigner } from './referral-code-signer';
import { ReferralLinkError, makeReferralLink } from './referral-link';

describeEachDatabase('referral-code script: makeReferralLink', (ctx) => {
  const codes = () => new ReferralCodeSigner(ctx().config.JWT_SECRET);

  it("makes the member's signed code for the plan and the date, and the link that carries it", async () => {
    const { code, link } = await makeReferralLink(ctx().app.db, codes(), '100001', 'oakland-monthly', '2025-03-14');
    const fields = { memberNumber: '100001', planId: 'oakland-monthly', date: '2025-03-14' };
    expect(code).toBe(codes().encode(fields));
    expect(decodeReferralCode(code)).toEqual({ ...fields, signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(link.startsWith('/?member=100001&plan=oakland-monthly&code=')).toBe(true);
    const query = new URL(link, 'https://gym.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ member: '100001', plan: 'oakland-monthly', code });
  });

  it("uses today's date in the clubs' zone by default, and the server accepts the code", async () => {
    const { code, link } = await makeReferralLink(ctx().app.db, codes(), ' 100002 ', 'soma-premier');
    expect(decodeReferralCode(code)?.date).toBe(clubTodayIso());
    const query = new URL(link, 'https://gym.test').searchParams;
    const response = await ctx().signup({
      method: 'GET',
      url: `/sign-up/check-referral-code?plan=${query.get('plan')}&code=${encodeURIComponent(query.get('code')!)}`,
    });
    expect(response.json()).toMatchObject({ error: false, data: { caID: '100002', plan: 'soma-premier' } });
  });

  it.each([
    ['an unknown member', '999999', 'oakland-monthly', 'No account has the member number 999999'],
    ['a member number that is not one', 'alex', 'oakland-monthly', 'No account has the member number alex'],
    [
      'a former member',
      '100004',
      'oakland-monthly',
      'Member 100004 is not an active member, so their code would be refused',
    ],
    ['a trainer', '100005', 'oakland-monthly', 'Member 100005 is not an active member, so their code would be refused'],
    ['an unknown plan', '100001', 'gym-forever', 'No active plan has the id gym-forever'],
  ])('refuses %s', async (_label, member, plan, message) => {
    const attempt = makeReferralLink(ctx().app.db, codes(), member, plan, '2025-03-14');
    await expect(attempt).rejects.toBeInstanceOf(ReferralLinkError);
    await expect(attempt).rejects.toThrow(message);
  });
});
