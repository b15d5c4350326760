import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubPageAnswerSchema, clubPageParamsSchema } from '@gym/contracts/club-page';
import type { ClubPagesService } from './club-pages.service';

/** A club's page, public: visitors arriving from a search, and members. */
export const clubPagesRoutes: FastifyPluginAsyncZod<{ clubPages: ClubPagesService }> = async (app, { clubPages }) => {
  app.get(
    '/clubs/page/:slug',
    {
      schema: {
        tags: ['clubs'],
        summary: "A club's page: address, hours and closures, how busy, rooms, amenities and trainers",
        description: "By the club's path segment (castro); 404 'club does not exist' for any other.",
        params: clubPageParamsSchema,
        response: { 200: clubPageAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await clubPages.page(request.params.slug) }),
  );
};
