import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUserAnswerSchema,
  checkUserExistsAnswerSchema,
  checkUserExistsBodySchema,
  checkUserQuerySchema,
  clientIpAnswerSchema,
} from '@gym/contracts/signup-lookup';
import type { SignupLookupService } from './signup-lookup.service';

/**
 * The e-mail step's calls and the client address. Registered in the scope that requires the sign-up
 * access token; `lookupLimit` is one rate limiter shared by the two calls that reveal membership.
 */
export const signupLookupRoutes: FastifyPluginAsyncZod<{
  lookup: SignupLookupService;
  lookupLimit: onRequestHookHandler;
}> = async (app, { lookup, lookupLimit }) => {
  app.post(
    '/api/ols/check-user-exists',
    {
      onRequest: lookupLimit,
      schema: {
        tags: ['sign-up'],
        summary: 'Whether an e-mail belongs to a member (200 with the member number, or 404) and may join online',
        body: checkUserExistsBodySchema,
        response: { 200: checkUserExistsAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await lookup.checkUserExists(request.body.email) }),
  );

  app.get(
    '/sign-up/check-user',
    {
      onRequest: lookupLimit,
      schema: {
        tags: ['sign-up'],
        summary: 'true when the e-mail is already taken',
        querystring: checkUserQuerySchema,
        response: { 200: checkUserAnswerSchema },
      },
    },
    (request) => lookup.isEmailTaken(request.query.email),
  );

  app.get(
    '/api/ols/client-ip',
    {
      schema: {
        tags: ['sign-up'],
        summary: 'The address the server saw (X-Forwarded-For only when TRUST_PROXY is set)',
        response: { 200: clientIpAnswerSchema },
      },
    },
    (request) => ({ ip: request.ip }),
  );
};
