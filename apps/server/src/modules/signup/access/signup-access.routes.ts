import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateTokenAnswerSchema, generateTokenBodySchema } from '@gym/contracts/signup-token';
import type { SignupAccessService } from './signup-access.service';

export const signupAccessRoutes: FastifyPluginAsyncZod<{ signupAccess: SignupAccessService }> = async (
  app,
  { signupAccess },
) => {
  app.post(
    '/ols-account/generate-token',
    {
      schema: {
        tags: ['sign-up'],
        summary: 'A short-lived access token for the sign-up calls',
        body: generateTokenBodySchema,
        response: { 200: generateTokenAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await signupAccess.generate(request.body) }),
  );
};
