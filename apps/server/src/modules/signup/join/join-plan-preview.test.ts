import { expect, it } from 'vitest';
import { paymentDetailsAnswerSchema } from '@gym/contracts/join';
import { formatCurrency, membershipDues } from '@gym/contracts/money';
import { describeEachDatabase } from '../../../test/app';
import { frameCard, newPayload } from '../../../test/join-kit';
import { JOIN_QUOTE_MESSAGES } from './join-quote.service';

const OAKLAND = 106;

describeEachDatabase('the plan preview (the wizard summary from the plan step on)', (ctx) => {
  const planPreview = (payload: Record<string, unknown>) =>
    ctx().signup({ method: 'POST', url: '/api/ols/plan-preview', payload });

  it("answers a plan's dues due today at a club, before the person or the card are known", async () => {
    const response = await planPreview({ homeClubId: OAKLAND, membershipId: 'oakland-monthly' });
    expect(response.statusCode).toBe(200);
    const dues = membershipDues(6899);
    expect(paymentDetailsAnswerSchema.parse(response.json()).data).toEqual({
      itemName: 'Oakland Month to Month',
      starting: dues.startDate,
      ending: null,
      enrollmentFee: '$68.99',
      membershipFee: formatCurrency(dues.proratedCents),
      lastMonthFee: '$68.99',
      totalDue: formatCurrency(dues.totalCents),
      isPass: false,
    });
  });

  it('gives the same amounts as the full preview on Sign', async () => {
    const card = await frameCard(ctx());
    const full = await ctx().signup({
      method: 'POST',
      url: '/api/ols/payment-details',
      payload: { ...newPayload(card), onlyPreview: true },
    });
    const plan = await planPreview({ homeClubId: OAKLAND, membershipId: 'oakland-monthly' });
    expect(plan.json()).toEqual(full.json());
  });

  it("refuses another club's plan with the plan-not-at-club text", async () => {
    const response = await planPreview({ homeClubId: OAKLAND, membershipId: 'marin-monthly' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: JOIN_QUOTE_MESSAGES.planNotAtClub,
      errors: [{ field: 'membershipId' }],
    });
  });

  it('refuses a body without a club', async () => {
    const response = await planPreview({ membershipId: 'oakland-monthly' });
    expect(response.statusCode).toBe(400);
  });

  it('needs the sign-up access token', async () => {
    const response = await ctx().signed({
      method: 'POST',
      url: '/api/ols/plan-preview',
      payload: { homeClubId: OAKLAND, membershipId: 'oakland-monthly' },
    });
    expect(response.statusCode).toBe(401);
  });
});
