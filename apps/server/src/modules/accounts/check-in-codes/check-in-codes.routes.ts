import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_IN_CODE_PAST_WINDOWS,
  CHECK_IN_CODE_PERIOD_S,
  CHECK_IN_SECRET_PATH,
  CHECK_IN_SECRET_ROTATE_PATH,
  checkInSecretAnswerSchema,
} from '@gym/contracts/check-in-code';
import { requireRoles } from '../../../plugins/member-auth';
import type { CheckInCodesService } from './check-in-codes.service';

/** The member's check-in secret: register inside the member-auth scope (docs/decisions/0036). */
export const checkInCodesRoutes: FastifyPluginAsyncZod<{ codes: CheckInCodesService }> = async (app, { codes }) => {
  // The secret is as good as the member's card: no shared cache, no copy in the browser's HTTP cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    CHECK_IN_SECRET_PATH,
    {
      onRequest: requireRoles('member'),
      schema: {
        tags: ['visits'],
        summary: "The signed-in member's check-in secret, made on the first ask, and their scan code",
        description:
          `The device shows the code of each ${CHECK_IN_CODE_PERIOD_S}-second window (RFC 6238, HMAC-SHA1, 6 ` +
          `digits) in the QR code as scanCode.digits; the desk accepts the current window and the ` +
          `${CHECK_IN_CODE_PAST_WINDOWS} before it, each once. Members only (403 for other accounts).`,
        response: { 200: checkInSecretAnswerSchema },
      },
    },
    (request) => codes.secretFor(request.member.id),
  );

  app.post(
    CHECK_IN_SECRET_ROTATE_PATH,
    {
      onRequest: requireRoles('member'),
      schema: {
        tags: ['visits'],
        summary: 'A new check-in secret: codes from the old one, on any device, are refused from now on',
        response: { 200: checkInSecretAnswerSchema },
      },
    },
    (request) => codes.rotate(request.member.id),
  );
};
