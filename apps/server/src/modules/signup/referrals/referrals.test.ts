import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buddyReferralAnswerSchema, checkReferralCodeAnswerSchema } from '@gym/contracts/referral';
import { referrals, users } from '../../../db/schema';
import { clubTodayIso } from '../../../lib/club-date';
import { describeEachDatabase, testConfig } from '../../../test/app';
import { ReferralCodeSigner } from './referral-code-signer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DOES_NOT_EXIST = "Referral code don't exist";
const NOT_AVAILABLE = "Referral code don't available";

/** A day in the month `offset` months from this one in the clubs' zone, YYYY-MM-DD. */
function dayInMonth(offset: number, day = 15): string {
  const [year, month] = clubTodayIso().split('-').map(Number) as [number, number];
  const probe = new Date(Date.UTC(year, month - 1 + offset, day));
  return probe.toISOString().slice(0, 10);
}

/** Codes as the server makes them: signed with the key derived from the test app's JWT_SECRET. */
const signer = new ReferralCodeSigner(testConfig().JWT_SECRET);
const code = (memberNumber: string, planId: string, date = clubTodayIso()) =>
  signer.encode({ memberNumber, planId, date });
const base64 = (text: string) => Buffer.from(text).toString('base64');
/** The signature segment of a signed code. */
const signatureOf = (value: string) => Buffer.from(value, 'base64').toString().split('=')[3] ?? '';
const today = clubTodayIso();
const oaklandSignature = signatureOf(code('100001', 'oakland-monthly'));

describeEachDatabase('referrals', (ctx) => {
  const buddy = (member: string) => ctx().signup({ method: 'GET', url: `/api/ols/buddy-referral?member=${member}` });
  const check = (plan: string, value: string) =>
    ctx().signup({
      method: 'GET',
      url: `/sign-up/check-referral-code?plan=${encodeURIComponent(plan)}&code=${encodeURIComponent(value)}`,
    });
  const referralRow = async (id: string) =>
    (await ctx().app.db.select().from(referrals).where(eq(referrals.id, id)))[0];
  const userId = async (memberNumber: number) =>
    (await ctx().app.db.select().from(users).where(eq(users.memberNumber, memberNumber)))[0]?.id;

  it('buddy-referral answers the active member, their home club and a new referral id', async () => {
    const response = await buddy('100001');
    expect(response.statusCode).toBe(200);
    const body = buddyReferralAnswerSchema.parse(response.json());
    expect(body).toEqual({
      success: true,
      data: {
        name: 'Alex Rivera',
        plan: null,
        clubSfId: '101',
        caID: '100001',
        referralId: expect.stringMatching(UUID),
        olsEeferralPopupHeader: 'A friend invited you!',
        olsReferralPopupText: expect.stringContaining("<strong>Alex</strong> thinks you'd love training with us."),
      },
    });
    const row = await referralRow(body.data.referralId);
    expect(row).toMatchObject({ referrerUserId: await userId(100001), code: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('buddy-referral records every use with its own referral id', async () => {
    const first = (await buddy('100002')).json().data.referralId;
    const second = (await buddy('100002')).json().data.referralId;
    expect(first).not.toBe(second);
    const rows = await ctx()
      .app.db.select()
      .from(referrals)
      .where(eq(referrals.referrerUserId, (await userId(100002))!));
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([first, second]));
  });

  it.each([
    ['a former member', '100004'],
    ['a trainer', '100005'],
    ['the director', '100006'],
    ['an unknown member number', '999999'],
    ['a number too big for a member number', '9999999999'],
  ])('buddy-referral refuses %s with 404 "Referral code don\'t exist"', async (_label, member) => {
    const response = await buddy(member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND', message: DOES_NOT_EXIST });
  });

  it.each(['abc', '', '12345678901', '-1'])('buddy-referral refuses member=%s with 400', async (member) => {
    const response = await buddy(member);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'member must be a member number' });
  });

  it("check-referral-code accepts this month's code: the referrer with the code's plan and that plan's club", async () => {
    const value = code('100001', 'oakland-monthly');
    const response = await check('oakland-monthly', value);
    expect(response.statusCode).toBe(200);
    const body = checkReferralCodeAnswerSchema.parse(response.json());
    expect(body).toEqual({
      error: false,
      data: {
        name: 'Alex Rivera',
        plan: 'oakland-monthly',
        clubSfId: '106',
        caID: '100001',
        referralId: expect.stringMatching(UUID),
        olsEeferralPopupHeader: 'A friend invited you!',
        olsReferralPopupText: expect.stringContaining('<strong>Alex</strong>'),
      },
    });
    expect(await referralRow(body.data!.referralId)).toMatchObject({
      referrerUserId: await userId(100001),
      code: value,
    });
  });

  it('check-referral-code accepts the first and the last day of this month, and the URL-safe alphabet', async () => {
    const first = code('100002', 'castro-premier', dayInMonth(0, 1));
    expect((await check('castro-premier', first)).json().error).toBe(false);
    const last = code('100002', 'castro-premier', dayInMonth(1, 0));
    expect((await check('castro-premier', last)).json().error).toBe(false);
    const urlSafe = first.replace(/\+/g, '-').replace(/\//g, '_');
    expect((await check('castro-premier', urlSafe)).json()).toMatchObject({ error: false });
  });

  it.each([
    ['last month', -1],
    ['next month', 1],
    ['this month last year', -12],
  ])('check-referral-code refuses a code from %s: "Referral code don\'t available"', async (_label, offset) => {
    const response = await check('oakland-monthly', code('100001', 'oakland-monthly', dayInMonth(offset)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: true, message: NOT_AVAILABLE });
  });

  it.each([
    ['not base64', 'oakland-monthly', '!!not-a-code!!'],
    ['two fields', 'oakland-monthly', base64('100001=oakland-monthly')],
    ['four fields', 'oakland-monthly', base64(`100001=oakland-monthly=${clubTodayIso()}=x`)],
    ['a member that is not a number', 'oakland-monthly', base64(`alex=oakland-monthly=${clubTodayIso()}`)],
    ['a date that is not a date', 'oakland-monthly', base64('100001=oakland-monthly=2025-02-30')],
    ['another plan than the link', 'marin-monthly', code('100001', 'oakland-monthly')],
    ['an unknown plan', 'gym-forever', code('100001', 'gym-forever')],
    ['an unknown member', 'oakland-monthly', code('999999', 'oakland-monthly')],
    ['a former member', 'oakland-monthly', code('100004', 'oakland-monthly')],
    ['a trainer', 'oakland-monthly', code('100005', 'oakland-monthly')],
    ['an old code of a former member', 'oakland-monthly', code('100004', 'oakland-monthly', dayInMonth(-1))],
    ['a hand-made code (no signature)', 'oakland-monthly', base64(`100001=oakland-monthly=${today}`)],
    ['a hand-made code for another plan', 'castro-premier', base64(`100001=castro-premier=${today}`)],
    [
      'a code for another plan with a real signature',
      'castro-premier',
      base64(`100001=castro-premier=${today}=${oaklandSignature}`),
    ],
    [
      'a code for another member with a real signature',
      'oakland-monthly',
      base64(`100002=oakland-monthly=${today}=${oaklandSignature}`),
    ],
    [
      'a truncated signature',
      'oakland-monthly',
      base64(`100001=oakland-monthly=${today}=${oaklandSignature.slice(0, -1)}`),
    ],
    [
      'a code signed with another key',
      'oakland-monthly',
      new ReferralCodeSigner('another-secret-of-32-characters-or-more').encode({
        memberNumber: '100001',
        planId: 'oakland-monthly',
        date: today,
      }),
    ],
  ])('check-referral-code refuses %s: "Referral code don\'t exist"', async (_label, plan, value) => {
    const response = await check(plan, value);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: true, message: DOES_NOT_EXIST });
  });

  it.each([
    ['no code', '/sign-up/check-referral-code?plan=oakland-monthly', 'code'],
    ['no plan', `/sign-up/check-referral-code?code=${encodeURIComponent(code('100001', 'oakland-monthly'))}`, 'plan'],
  ])('check-referral-code refuses %s with 400', async (_label, url, field) => {
    const response = await ctx().signup({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field }] });
  });
});
