import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingUrlAnswerSchema, billingUrlQuerySchema } from '@gym/contracts/billing';
import type { CardFrameService } from './card-frame.service';

const frameUrlSchema = (summary: string) => ({
  tags: ['billing'],
  summary,
  description:
    "The client passes its page's origin (window.location.origin) as parentOrigin; origins that are not the " +
    "app's own get a 400. The frame posts its result to that origin only.",
  querystring: billingUrlQuerySchema,
  response: { 200: billingUrlAnswerSchema },
});

/** GET /api/ols/billing/url: the card frame for the sign-up wizard. Register it with the other sign-up calls. */
export const signupCardFrameRoutes: FastifyPluginAsyncZod<{ cardFrame: CardFrameService }> = async (
  app,
  { cardFrame },
) => {
  app.get(
    '/api/ols/billing/url',
    { schema: frameUrlSchema("The billing provider's card frame URL for the sign-up wizard") },
    async (request) => ({ success: true, data: cardFrame.frameUrl(request.query.parentOrigin) }),
  );
};

/** GET /billing/url: the card frame for a member's saved cards. Register it in the member-auth scope. */
export const memberCardFrameRoutes: FastifyPluginAsyncZod<{ cardFrame: CardFrameService }> = async (
  app,
  { cardFrame },
) => {
  app.get(
    '/billing/url',
    { schema: frameUrlSchema("The billing provider's card frame URL for a member's cards") },
    async (request) => ({ success: true, data: cardFrame.frameUrl(request.query.parentOrigin) }),
  );
};
