import { expect, it } from 'vitest';
import {
  membershipTextAnswerSchema,
  paymentDetailsAnswerSchema,
  submitFailureDataAnswerSchema,
} from '@gym/contracts/join';
import { formatCurrency, membershipDues, passValidity } from '@gym/contracts/money';
import { PERSONAL_INFO_MESSAGES, clubToday } from '@gym/contracts/personal-info';
import { describeEachDatabase } from '../../../test/app';
import { formerPayload, frameCard, newPayload } from '../../../test/join-kit';
import { JOIN_QUOTE_MESSAGES } from './join-quote.service';

const OAKLAND_MONTHLY_CENTS = 6899;

/** A birthday `years` years before today in the clubs' time zone, plus `days` days. */
function birthday(years: number, days = 0): string {
  const today = clubToday();
  const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days));
  return date.toISOString().slice(0, 10);
}

describeEachDatabase('the join payment preview and copy', (ctx) => {
  const preview = (payload: unknown) =>
    ctx().signup({ method: 'POST', url: '/api/ols/payment-details', payload: payload as Record<string, unknown> });

  it("answers a monthly plan's dues due today: prorated first month, last month and total", async () => {
    const card = await frameCard(ctx());
    const response = await preview({ ...newPayload(card), onlyPreview: true });
    expect(response.statusCode).toBe(200);
    const dues = membershipDues(OAKLAND_MONTHLY_CENTS);
    expect(paymentDetailsAnswerSchema.parse(response.json())).toEqual({
      success: true,
      data: {
        itemName: 'Oakland Month to Month',
        starting: dues.startDate,
        ending: null,
        enrollmentFee: '$68.99',
        membershipFee: formatCurrency(dues.proratedCents),
        lastMonthFee: '$68.99',
        totalDue: formatCurrency(dues.totalCents),
        isPass: false,
      },
    });
  });

  it("answers a pass's validity and price, with no prorated or last month dues", async () => {
    const card = await frameCard(ctx());
    const response = await preview({ ...newPayload(card, { membershipId: 'oakland-pass' }), onlyPreview: true });
    const validity = passValidity(10);
    expect(response.json()).toEqual({
      success: true,
      data: {
        itemName: 'Oakland 10-Day Pass',
        starting: validity.starting,
        ending: validity.ending,
        enrollmentFee: '$49.00',
        membershipFee: '$0.00',
        lastMonthFee: '$0.00',
        totalDue: '$49.00',
        isPass: true,
      },
    });
  });

  it("answers a former member's payload (caID, cellPhone) too", async () => {
    const card = await frameCard(ctx());
    const response = await preview({ ...formerPayload(card), onlyPreview: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.itemName).toBe('Oakland Month to Month');
  });

  it('refuses a person under 18 with the under-18 text; 18 today is old enough', async () => {
    const card = await frameCard(ctx());
    const young = await preview(newPayload(card, { dateOfBirth: birthday(18, 1) }));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ success: false, message: PERSONAL_INFO_MESSAGES.under18 });
    expect(young.json().message).toBe('You must be 18 years or older to become a member.');
    expect((await preview(newPayload(card, { dateOfBirth: birthday(18) }))).statusCode).toBe(200);
  });

  it('refuses a birthday the calendar does not have', async () => {
    const card = await frameCard(ctx());
    const response = await preview(newPayload(card, { dateOfBirth: '1990-02-30' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Date');
  });

  it.each([
    ['an unknown plan', { membershipId: 'nope-monthly' }],
    ["another club's plan", { membershipId: 'marin-monthly' }],
    ['a plan at an unknown club', { homeClubId: 999 }],
  ])('refuses %s', async (_label, overrides) => {
    const card = await frameCard(ctx());
    const response = await preview(newPayload(card, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: JOIN_QUOTE_MESSAGES.planNotAtClub,
      errors: [{ field: 'membershipId' }],
    });
  });

  it("refuses a body that is neither payload with the new person's field errors", async () => {
    const response = await preview({ firstName: 'Robin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(5);
  });

  it('needs the sign-up access token', async () => {
    const card = await frameCard(ctx());
    const response = await ctx().signed({ method: 'POST', url: '/api/ols/payment-details', payload: newPayload(card) });
    expect(response.statusCode).toBe(401);
  });

  it('serves the membership texts and the failure text with its contact link (signed, no token)', async () => {
    const text = await ctx().signed({ method: 'GET', url: '/api/ols/get-membership-plan-text' });
    expect(membershipTextAnswerSchema.parse(text.json()).data).toEqual({
      monthlyDuesText: 'Your monthly dues are charged on the 1st of every month, starting next month.',
      proratedText: 'Dues for the remaining days of this month, counting today.',
      lastMonthText: 'Paid now and applied to your final month when you cancel.',
    });
    const failure = await ctx().signed({ method: 'GET', url: '/api/ols/get-submit-failure-data' });
    expect(submitFailureDataAnswerSchema.parse(failure.json()).data.message).toBe(
      'We could not complete your sign-up. Please contact us at <a href="mailto:support@example.com">support@example.com</a>.',
    );
  });
});
