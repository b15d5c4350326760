import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resumeSignupAnswerSchema, resumeSignupBodySchema } from '@gym/contracts/signup-resume';
import type { SignupResumeService } from './signup-resume.service';

/**
 * POST /sign-up/resume: register in the scope that requires the sign-up access token. The answer holds what the
 * visitor typed, so it shares the e-mail look-ups' rate limit.
 */
export const signupResumeRoutes: FastifyPluginAsyncZod<{
  resume: SignupResumeService;
  lookupLimit: onRequestHookHandler;
}> = async (app, { resume, lookupLimit }) => {
  app.post(
    '/sign-up/resume',
    {
      onRequest: lookupLimit,
      schema: {
        tags: ['sign-up'],
        summary: "Redeems a follow-up reminder's link (once, within 7 days) and answers the saved sign-up",
        description:
          'Everything the visitor typed but the photo and the card, and the step to open. A used or expired ' +
          'link is a 409, an unknown one a 404, each with the sentence the wizard shows.',
        body: resumeSignupBodySchema,
        response: { 200: resumeSignupAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await resume.resume(request.body.token) }),
  );
};
