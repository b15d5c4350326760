import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRIVACY_REQUEST_PATH,
  PRIVACY_STAFF_ROLES,
  STAFF_PRIVACY_REQUESTS_PATH,
  privacyRequestAnswerSchema,
  privacyRequestParamsSchema,
  staffPrivacyCompleteAnswerSchema,
  staffPrivacyRequestsAnswerSchema,
} from '@gym/contracts/privacy';
import { requireRoles } from '../../../plugins/member-auth';
import type { PrivacyRequestsService } from './privacy-requests.service';

const wrap = <T>(data: T) => ({ success: true as const, data });

/**
 * The member's deletion request (member-auth scope, docs/decisions/0054): GET their latest, POST asks for one
 * (idempotent: an open request is answered as it is).
 */
export const privacyRequestRoutes: FastifyPluginAsyncZod<{ requests: PrivacyRequestsService }> = async (
  app,
  { requests },
) => {
  app.get(
    PRIVACY_REQUEST_PATH,
    {
      schema: {
        tags: ['privacy'],
        summary: "The member's latest deletion request, or null",
        response: { 200: privacyRequestAnswerSchema },
      },
    },
    async (request) => wrap(await requests.mine(request.member)),
  );

  app.post(
    PRIVACY_REQUEST_PATH,
    {
      schema: {
        tags: ['privacy'],
        summary: 'Ask for the account to be deleted (CPRA): recorded, due in 45 days, the member e-mailed; once',
        response: { 200: privacyRequestAnswerSchema },
      },
    },
    async (request) => wrap(await requests.requestDeletion(request.member)),
  );
};

/** The console's privacy requests: the club's managers and the director; completing one is in the audit log. */
export const staffPrivacyRoutes: FastifyPluginAsyncZod<{ requests: PrivacyRequestsService }> = async (
  app,
  { requests },
) => {
  const handlers = requireRoles(...PRIVACY_STAFF_ROLES);

  app.get(
    STAFF_PRIVACY_REQUESTS_PATH,
    {
      onRequest: handlers,
      schema: {
        tags: ['staff'],
        summary: "The privacy requests of the account's clubs: open ones with their days left, and completed ones",
        response: { 200: staffPrivacyRequestsAnswerSchema },
      },
    },
    async (request) => wrap(await requests.list(request.member)),
  );

  app.post(
    `${STAFF_PRIVACY_REQUESTS_PATH}/:requestId/complete`,
    {
      onRequest: handlers,
      schema: {
        tags: ['staff'],
        summary: 'Complete a deletion request: the account anonymised, what the law keeps kept; a second time, nothing',
        description: "Managers of the member's club and the director; in the audit log.",
        params: privacyRequestParamsSchema,
        response: { 200: staffPrivacyCompleteAnswerSchema },
      },
    },
    async (request) => wrap(await requests.complete(request.member, request.params.requestId)),
  );
};
