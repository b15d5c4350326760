import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_RULES,
  bookClassBodySchema,
  bookingParamsSchema,
  classBookingAnswerSchema,
  myClassesAnswerSchema,
} from '@gym/contracts/class-bookings';
import type { BookingsService } from './bookings.service';

const RULES =
  `Booking opens ${BOOKING_RULES.opensDaysBefore} days before the start and closes at it; at most ` +
  `${BOOKING_RULES.maxUpcoming} upcoming bookings and ${BOOKING_RULES.maxPerDay} a day; Premier classes for Premier ` +
  'plans; a frozen, suspended or ended membership cannot book (403 with the reason). 409 when full, already ' +
  'booked, not open yet or started.';

/** A member's classes: register inside the member-auth scope. */
export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (app, { bookings }) => {
  app.get(
    '/classes/bookings',
    {
      schema: {
        tags: ['classes'],
        summary: "The member's classes: upcoming bookings and the last 30 days",
        response: { 200: myClassesAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await bookings.mine(request.member.id) }),
  );

  app.post(
    '/classes/bookings',
    {
      schema: {
        tags: ['classes'],
        summary: 'Book a place in a class',
        description: RULES,
        body: bookClassBodySchema,
        response: { 201: classBookingAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await bookings.book(request.member.id, request.body.sessionId) }),
  );

  app.delete(
    '/classes/bookings/:bookingId',
    {
      schema: {
        tags: ['classes'],
        summary: 'Cancel a booking',
        description: `Less than ${BOOKING_RULES.lateCancelHours} hours before the start it is a late cancel (lateCancel).`,
        params: bookingParamsSchema,
        response: { 200: classBookingAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bookings.cancel(request.member.id, request.params.bookingId),
    }),
  );
};
