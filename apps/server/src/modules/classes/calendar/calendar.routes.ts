import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParamsSchema, calendarFeedAnswerSchema, calendarFeedParamsSchema } from '@gym/contracts/class-bookings';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import type { CalendarService } from './calendar.service';

/** The member's calendar feed's URL, its reset, and one booking's file: register inside the member-auth scope. */
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

  app.get(
    '/classes/bookings/:bookingId/calendar.ics',
    {
      schema: {
        tags: ['classes'],
        summary: "One of the member's bookings as an iCalendar file to add to a calendar (text/calendar)",
        description:
          "The feed's event for the booking (the same UID, so a calendar with both keeps one). Another member's " +
          'booking, or a waitlist place, is a 404 like an unknown one.',
        params: bookingParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await calendar.bookingFile(request.member.id, request.params.bookingId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.text);
    },
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
