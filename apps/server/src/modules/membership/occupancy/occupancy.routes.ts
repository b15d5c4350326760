import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubBusyAnswerSchema } from '@gym/contracts/club-busy';
import { clubIdParamsSchema } from '@gym/contracts/clubs';
import type { OccupancyService } from './occupancy.service';

/** How busy a club is, public: the member home, the club list and each club's page show it. */
export const occupancyRoutes: FastifyPluginAsyncZod<{ occupancy: OccupancyService }> = async (app, { occupancy }) => {
  app.get(
    '/clubs/busy/:clubId',
    {
      schema: {
        tags: ['clubs'],
        summary: 'How busy a club is now, against its capacity and its usual for this hour, and its usual day',
        description:
          'Estimated from the desk check-ins: a person counts for one visit length after checking in. No count under ' +
          '5 is ever sent (people is null, the level is quiet).',
        params: clubIdParamsSchema,
        response: { 200: clubBusyAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await occupancy.busy(request.params.clubId) }),
  );
};
