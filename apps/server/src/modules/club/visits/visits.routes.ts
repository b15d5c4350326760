import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInAnswerSchema,
  checkInBodySchema,
  CHECK_IN_REPEAT_WINDOW_MINUTES,
  HISTORY_LIMIT,
  historyAnswerSchema,
  historyQuerySchema,
} from '@gym/contracts/visits';
import { requireRoles } from '../../../plugins/member-auth';
import type { VisitsService } from './visits.service';

/** GET /history and POST /staff/check-ins: register inside the member-auth scope. */
export const visitsRoutes: FastifyPluginAsyncZod<{ visits: VisitsService }> = async (app, { visits }) => {
  app.get(
    '/history',
    {
      schema: {
        tags: ['visits'],
        summary: "The signed-in member's visits, newest first",
        description:
          "startDate and endDate are days (YYYY-MM-DD) in the clubs' time zone, America/Los_Angeles, both " +
          `inclusive; either may be left out. limit defaults to ${HISTORY_LIMIT.default}, at most ` +
          `${HISTORY_LIMIT.max}. checkInDate and checkInTime are the club's wall clock.`,
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    (request) => visits.history(request.member.id, request.query),
  );

  app.post(
    '/staff/check-ins',
    {
      onRequest: requireRoles('staff', 'director'),
      schema: {
        tags: ['visits'],
        summary: 'Front desk: check a member in by the code on their card (staff and the director)',
        description:
          "404 'No member with this code'; 409 for a former member or one without an active membership. " +
          `The same code at the same club within ${CHECK_IN_REPEAT_WINDOW_MINUTES} minutes answers the ` +
          'visit already recorded (alreadyCheckedIn), not a second one.',
        body: checkInBodySchema,
        response: { 200: checkInAnswerSchema },
      },
    },
    (request) => visits.checkIn(request.member.id, request.body.scanCode, request.body.clubId),
  );
};
