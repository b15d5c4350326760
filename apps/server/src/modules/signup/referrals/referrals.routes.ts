import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buddyReferralAnswerSchema,
  buddyReferralQuerySchema,
  checkReferralCodeAnswerSchema,
  checkReferralCodeQuerySchema,
} from '@gym/contracts/referral';
import type { ReferralsService } from './referrals.service';

export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (app, { referrals }) => {
  app.get(
    '/api/ols/buddy-referral',
    {
      schema: {
        tags: ['referrals'],
        summary: 'The active member behind a referral link (?member=), with a new referralId and the popup copy',
        querystring: buddyReferralQuerySchema,
        response: { 200: buddyReferralAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await referrals.buddyReferral(request.query.member, request.locale) }),
  );

  app.get(
    '/sign-up/check-referral-code',
    {
      schema: {
        tags: ['referrals'],
        summary: "A referral code for a plan: the referral person, or error with the specification's message",
        querystring: checkReferralCodeQuerySchema,
        response: { 200: checkReferralCodeAnswerSchema },
      },
    },
    (request) => referrals.checkCode(request.query.plan, request.query.code, request.locale),
  );
};
