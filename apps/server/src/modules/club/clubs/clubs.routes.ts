import type { FastifyReply } from 'fastify';
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
import type { ClubAnswers } from './club-answers';
import type { ClubsService } from './clubs.service';

/**
 * Sends an answer made as JSON beforehand (club-answers.ts) as it is, with the type the route's serializer would
 * give it; the route's schema still documents it.
 */
function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const clubsRoutes: FastifyPluginAsyncZod<{ clubs: ClubsService; answers: ClubAnswers }> = async (
  app,
  { clubs, answers },
) => {
  // Once listening (not at start, which it would slow): sort-locations by postal code then needs no wait.
  app.addHook('onListen', async () => warmZipTable());

  app.get(
    '/clubs',
    { schema: { tags: ['clubs'], summary: 'Every club, sorted by name', response: { 200: clubListSchema } } },
    async (_request, reply) => sendJson(reply, await answers.list()),
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
    async (request, reply) => sendJson(reply, await answers.sortLocations(request.body)),
  );
};
