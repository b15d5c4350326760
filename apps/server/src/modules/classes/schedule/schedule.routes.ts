import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULE, clubScheduleAnswerSchema, scheduleParamsSchema, scheduleQuerySchema } from '@gym/contracts/classes';
import type { ScheduleService } from './schedule.service';

/** A club's class schedule, public: visitors and members read it alike. */
export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/classes/schedule/:clubId',
    {
      schema: {
        tags: ['classes'],
        summary: "A club's classes for some days, soonest first, with the class types",
        description: `From \`from\` (today at the club by default) for \`days\` club days (7 by default, at most ${SCHEDULE.maxDays}).`,
        params: scheduleParamsSchema,
        querystring: scheduleQuerySchema,
        response: { 200: clubScheduleAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await schedule.schedule(request.params.clubId, request.query),
    }),
  );
};
