import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clubIdParamsSchema,
  clubListSchema,
  clubNameParamsSchema,
  roomsAnswerSchema,
  sortLocationsAnswerSchema,
  sortLocationsBodySchema,
} from '@gym/contracts/clubs';
import { warmZipTable } from '../../../lib/geo';
import type { ClubsService } from './clubs.service';

export const clubsRoutes: FastifyPluginAsyncZod<{ clubs: ClubsService }> = async (app, { clubs }) => {
  // Once listening (not at start, which it would slow): sort-locations by postal code then needs no wait.
  app.addHook('onListen', async () => warmZipTable());

  app.get(
    '/clubs',
    { schema: { tags: ['clubs'], summary: 'Every club, sorted by name', response: { 200: clubListSchema } } },
    () => clubs.list(),
  );

  app.get(
    '/clubs/:clubName',
    {
      schema: {
        tags: ['clubs'],
        summary: 'One club by location path segment or name, as an array of exactly one',
        params: clubNameParamsSchema,
        response: { 200: clubListSchema },
      },
    },
    (request) => clubs.getByName(request.params.clubName),
  );

  app.get(
    '/clubs/rooms/:clubId',
    {
      schema: {
        tags: ['clubs'],
        summary: "A club's rooms",
        params: clubIdParamsSchema,
        response: { 200: roomsAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await clubs.rooms(request.params.clubId) }),
  );

  app.post(
    '/api/ols/sort-locations',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Clubs nearest first from coordinates or a ZIP code; name order without either',
        body: sortLocationsBodySchema,
        response: { 200: sortLocationsAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await clubs.sortByDistance(request.body) }),
  );
};
