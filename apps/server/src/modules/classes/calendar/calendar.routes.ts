import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedAnswerSchema, calendarFeedParamsSchema } from '@gym/contracts/class-bookings';
import type { CalendarService } from './calendar.service';

/** The member's calendar feed's URL, and its reset: register inside the member-auth scope. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get(
    '/classes/calendar',
    {
      schema: {
        tags: ['classes'],
        summary: "The member's calendar feed URL (made on first asking)",
        response: { 200: calendarFeedAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await calendar.feedOf(request.member.id) }),
  );

  app.post(
    '/classes/calendar/reset',
    {
      schema: {
        tags: ['classes'],
        summary: 'A new calendar feed URL; the old one stops working',
        response: { 200: calendarFeedAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await calendar.reset(request.member.id) }),
  );
};

/** The feed itself: unsigned (a calendar app cannot sign), the key in the URL being its secret. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get(
    '/classes/calendar/:feed',
    {
      schema: {
        tags: ['classes'],
        summary: "A member's classes as iCalendar (text/calendar)",
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const ics = await calendar.ics(request.params.feed.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );
};
