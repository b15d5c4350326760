import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callPermissionSchema, callQuerySchema } from '@gym/contracts/calls';
import type { CallsService } from './calls.service';

/** GET /calls?callId=: register inside the member-auth scope. */
export const callsRoutes: FastifyPluginAsyncZod<{ calls: CallsService }> = async (app, { calls }) => {
  app.get(
    '/calls',
    {
      schema: {
        tags: ['calls'],
        summary: "A call's permission: the two participants' ids and TURN credentials (coturn REST scheme)",
        description:
          "404 unless the signed-in account is one of the call's two participants, and once the call has ended. " +
          'Without TURN configured, username and credential are empty and iceServers is [] (direct connection).',
        querystring: callQuerySchema,
        response: { 200: callPermissionSchema },
      },
    },
    (request) => calls.permission(request.member.id, request.query.callId),
  );
};
