import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatbotInsertQuerySchema,
  chatbotUpdateBodySchema,
  setTrackingAnswerSchema,
  successAnswerSchema,
  trackingRecordSchema,
} from '@gym/contracts/tracking';
import type { TrackingService } from './tracking.service';

export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (app, { tracking }) => {
  app.post(
    '/dashboard/set-ols-tracking',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Creates the tracking record of a sign-up (no session) or updates it; answers the session id',
        body: trackingRecordSchema,
        response: { 200: setTrackingAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: { session: await tracking.set(request.body, request.locale) } }),
  );

  app.get(
    '/api/ols/insert-chatbotols-record',
    {
      schema: {
        tags: ['tracking'],
        summary: "Creates the chatbot's record of a session (again: no change)",
        querystring: chatbotInsertQuerySchema,
        response: { 200: successAnswerSchema },
      },
    },
    async (request) => {
      await tracking.insertChatbotRecord(request.query.sessionId);
      return { success: true };
    },
  );

  app.post(
    '/api/ols/update-chatbotols-record',
    {
      schema: {
        tags: ['tracking'],
        summary: "Updates the chatbot's record: current page and location",
        body: chatbotUpdateBodySchema,
        response: { 200: successAnswerSchema },
      },
    },
    async (request) => {
      const { sessionId, currentPage, data } = request.body.records;
      await tracking.updateChatbotRecord(sessionId, currentPage, data?.location);
      return { success: true };
    },
  );
};
