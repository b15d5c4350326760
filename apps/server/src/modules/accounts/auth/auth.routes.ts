import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authAnswerSchema,
  checkStatusAnswerSchema,
  familyAnswerSchema,
  familyQuerySchema,
  favoriteBodySchema,
  loginBodySchema,
} from '@gym/contracts/auth';
import { SIGN_OUT_EVERYWHERE_PATH, signOutEverywhereAnswerSchema } from '@gym/contracts/check-in-code';
import type { Config } from '../../../config';
import type { AuthService } from './auth.service';
import { signInLimits } from './sign-in-limits';

/** POST /auth and GET /auth/family: before sign-in, signed requests only. */
export const signInRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: Config }> = async (
  app,
  { auth, config },
) => {
  const signInLimit = signInLimits(app, config, 'sign-in');
  const familyLimit = signInLimits(app, config, 'family');

  app.post(
    '/auth',
    {
      preHandler: signInLimit,
      schema: {
        tags: ['auth'],
        summary:
          "Sign in: a member token (JWT, HS256) and the session user, or 404 'The username or password is incorrect'",
        description:
          'A family shares one e-mail: each family member signs in with it and their own member number as idCA ' +
          '(400 without it). Throttled per address and per account (429).',
        body: loginBodySchema,
        response: { 200: authAnswerSchema },
      },
    },
    (request) => auth.signIn(request.body.email, request.body.password, request.body.idCA?.trim() || undefined),
  );

  app.get(
    '/auth/family',
    {
      preHandler: familyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mail is shared by a family (then sign-in needs the member number)',
        querystring: familyQuerySchema,
        response: { 200: familyAnswerSchema },
      },
    },
    async (request) => ({ isFamily: await auth.isFamily(request.query.email) }),
  );
};

/** The signed-in member's own calls: register inside the member-auth scope. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/favorite',
    {
      schema: {
        tags: ['auth'],
        summary: 'Make a club the favourite; answers with a new token that carries it',
        body: favoriteBodySchema,
        response: { 200: authAnswerSchema },
      },
    },
    (request) => auth.setFavorite(request.member.id, request.body.favoriteLocation),
  );

  app.get(
    '/auth/check-status',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in account's status (401 when the token no longer names an account)",
        response: { 200: checkStatusAnswerSchema },
      },
    },
    (request) => auth.checkStatus(request.member.id),
  );

  app.post(
    SIGN_OUT_EVERYWHERE_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs the account out on every device, this one too, and ends its check-in secret',
        description:
          'Every member token of the account is refused from now on (401), on the API and at the realtime ' +
          "handshake, and codes computed from the member's check-in secret no longer check in " +
          '(docs/decisions/0020, 0036). Any signed-in account, staff included.',
        response: { 200: signOutEverywhereAnswerSchema },
      },
    },
    (request) => auth.signOutEverywhere(request.member.id),
  );
};
