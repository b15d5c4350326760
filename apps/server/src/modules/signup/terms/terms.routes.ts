import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsAnswerSchema, termsQuerySchema } from '@gym/contracts/signup-lookup';
import type { TermsService } from './terms.service';

/** Public copy: signed like every API call, but no sign-up token needed. */
export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (app, { terms }) => {
  app.get(
    '/api/ols/get-ols-teams-and-condition',
    {
      schema: {
        tags: ['sign-up'],
        summary: 'The terms and the cancellation policy, in data.teamandconditon',
        querystring: termsQuerySchema,
        response: { 200: termsAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      data: { teamandconditon: await terms.get(request.query.TermsAndConditionsId, request.locale) },
    }),
  );
};
