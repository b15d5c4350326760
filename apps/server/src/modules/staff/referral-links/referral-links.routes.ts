import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReferralLinkBodySchema,
  referralLinkSchema,
  referralPlansAnswerSchema,
  referralPlansQuerySchema,
} from '@gym/contracts/staff-referral-links';
import { requireRoles } from '../../../plugins/member-auth';
import type { ReferralLinksService } from './referral-links.service';

/** Referral links, for club managers and the director (the front desk does not hand out codes): member-auth scope. */
export const referralLinksRoutes: FastifyPluginAsyncZod<{ referralLinks: ReferralLinksService }> = async (
  app,
  { referralLinks },
) => {
  app.addHook('onRequest', requireRoles('manager', 'director'));

  app.get(
    '/staff/referral-links/plans',
    {
      schema: {
        tags: ['staff'],
        summary: "The plans a member's home club offers, to make a referral link for",
        description: "404 for a member outside the account's clubs, as if there were none.",
        querystring: referralPlansQuerySchema,
        response: { 200: referralPlansAnswerSchema },
      },
    },
    (request) => referralLinks.plans(request.member, request.query.memberId),
  );

  app.post(
    '/staff/referral-links',
    {
      schema: {
        tags: ['staff'],
        summary: "This month's signed referral code of an active member for a plan of their club, and its join link",
        description:
          "By the member's id or member number. 404 for a member outside the account's clubs; 409 for a member " +
          "who is not active; 400 for a plan their home club does not offer. Audited as 'referral-link.created'.",
        body: createReferralLinkBodySchema,
        response: { 201: referralLinkSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await referralLinks.create(request.member, request.body)),
  );
};
