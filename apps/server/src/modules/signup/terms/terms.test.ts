import { expect, it } from 'vitest';
import { termsAnswerSchema } from '@gym/contracts/signup-lookup';
import { SITE_TEXTS, SITE_TEXT_KEYS } from '../../../db/seed-data/texts';
import { describeEachDatabase } from '../../../test/app';

describeEachDatabase('terms', (ctx) => {
  const terms = (query: string) => ctx().signed({ method: 'GET', url: `/api/ols/get-ols-teams-and-condition${query}` });

  it.each(['3', '03'])(
    'TermsAndConditionsId=%s answers the terms and cancellation texts, no sign-up token needed',
    async (id) => {
      const response = await terms(`?TermsAndConditionsId=${id}`);
      expect(response.statusCode).toBe(200);
      expect(termsAnswerSchema.parse(response.json())).toEqual({
        success: true,
        data: {
          teamandconditon: {
            termsAndConditionsDetails: SITE_TEXTS[SITE_TEXT_KEYS.terms],
            cancelingmymembership_text: SITE_TEXTS[SITE_TEXT_KEYS.cancellation],
          },
        },
      });
      expect(response.json().data.teamandconditon.termsAndConditionsDetails).toContain('YOUR RIGHT TO CANCEL');
    },
  );

  it('is signed like every API call', async () => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/ols/get-ols-teams-and-condition?TermsAndConditionsId=3',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BAD_SIGNATURE');
  });

  it.each(['1', '4', '0', '999999'])('TermsAndConditionsId=%s is 404 "Terms not found"', async (id) => {
    const response = await terms(`?TermsAndConditionsId=${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'Terms not found',
    });
  });

  it.each([
    ['a word', '?TermsAndConditionsId=three', 'TermsAndConditionsId must be a number'],
    ['a negative number', '?TermsAndConditionsId=-3', 'TermsAndConditionsId must be a number'],
    ['seven digits', '?TermsAndConditionsId=1234567', 'TermsAndConditionsId must be a number'],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await terms(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message,
      errors: [{ field: 'TermsAndConditionsId' }],
    });
  });

  it('refuses a request without TermsAndConditionsId with 400', async () => {
    const response = await terms('');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('TermsAndConditionsId');
  });
});
