import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubIdParamsSchema } from '@gym/contracts/clubs';
import { clubHoursAnswerSchema, clubsHoursAnswerSchema } from '@gym/contracts/club-hours';
import type { ClubHoursService } from './club-hours.service';

/** Opening hours, public: the club list, the member home and each club's page show them. */
export const clubHoursRoutes: FastifyPluginAsyncZod<{ hours: ClubHoursService }> = async (app, { hours }) => {
  app.get(
    '/clubs/hours',
    {
      schema: {
        tags: ['clubs'],
        summary: "Every club's weekly hours, closures of the next 60 days, and whether it is open now",
        description:
          "Minutes past midnight on the club's own clock (its timeZone), Sunday first; `now.changesAt` is when it " +
          'next closes or opens (null: open round the clock, or no opening in the next two weeks).',
        response: { 200: clubsHoursAnswerSchema },
      },
    },
    async () => ({ success: true as const, data: await hours.allHours() }),
  );

  app.get(
    '/clubs/hours/:clubId',
    {
      schema: {
        tags: ['clubs'],
        summary: "One club's weekly hours, closures of the next 60 days, and whether it is open now",
        params: clubIdParamsSchema,
        response: { 200: clubHoursAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await hours.hoursOf(request.params.clubId) }),
  );
};
