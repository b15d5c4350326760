import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRICE_CHANGE_NOTICE_DAYS,
  planParamsSchema,
  priceChangeBodySchema,
  recordedPriceChangeSchema,
  staffPlansAnswerSchema,
} from '@gym/contracts/staff-plans';
import { requireRoles } from '../../../plugins/member-auth';
import type { PlanPricesService } from './plan-prices.service';

/**
 * Plans and prices, the director's only: a plan's price is the same at every club that sells it, so no club's
 * manager may change it. Register inside the member-auth scope.
 */
export const planPricesRoutes: FastifyPluginAsyncZod<{ planPrices: PlanPricesService }> = async (
  app,
  { planPrices },
) => {
  app.addHook('onRequest', requireRoles('director'));

  app.get(
    '/staff/plans',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every plan offered, with its clubs, current price, members and scheduled price changes',
        description: `Also the earliest billing day a change may start on today (${PRICE_CHANGE_NOTICE_DAYS} days' notice).`,
        response: { 200: staffPlansAnswerSchema },
      },
    },
    () => planPrices.list(),
  );

  app.post(
    '/staff/plans/:planId/price-changes',
    {
      schema: {
        tags: ['staff'],
        summary: "Schedule a plan's new monthly price from a billing day; its members are e-mailed the notice",
        description:
          `The billing day must be at least ${PRICE_CHANGE_NOTICE_DAYS} days away (400 says the earliest); 409 when ` +
          "a change of the plan is recorded for that month or a later one. Audited as 'plan.price-scheduled'.",
        params: planParamsSchema,
        body: priceChangeBodySchema,
        response: { 201: recordedPriceChangeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await planPrices.schedule(request.member.id, request.params.planId, request.body)),
  );
};
