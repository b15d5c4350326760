import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clubPlansQuerySchema,
  locationPlansQuerySchema,
  planInfoAnswerSchema,
  planListSchema,
  signUpPlansQuerySchema,
} from '@gym/contracts/plans';
import type { PlansService } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.post(
    '/api/ols/get-location-plans-details',
    {
      schema: {
        tags: ['plans'],
        summary: "A location's plans by price, its club id and feature list",
        querystring: locationPlansQuerySchema,
        response: { 200: planInfoAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await plans.forLocationName(request.query.LocationName) }),
  );

  app.post(
    '/api/ols/get-plans-details',
    {
      schema: {
        tags: ['plans'],
        summary: "A club's plans by price",
        querystring: clubPlansQuerySchema,
        response: { 200: planListSchema },
      },
    },
    (request) => plans.forClub(request.query.ClubautomationId),
  );

  app.get(
    '/sign-up/plans',
    {
      schema: {
        tags: ['plans'],
        summary: "A club's plans by price",
        querystring: signUpPlansQuerySchema,
        response: { 200: planListSchema },
      },
    },
    (request) => plans.forClub(request.query.locationId),
  );
};
