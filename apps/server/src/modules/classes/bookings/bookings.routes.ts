import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_RULES,
  bookClassBodySchema,
  bookingParamsSchema,
  bookingResultAnswerSchema,
  classBookingAnswerSchema,
  myClassesAnswerSchema,
} from '@gym/contracts/class-bookings';
import { DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import type { BookingsService } from './bookings.service';

const RULES =
  "Under the rules of the class's club (or of its class type there; by default booking opens " +
  `${DEFAULT_CLASS_RULES.opensDaysBefore} days before the start and closes at it; at most ` +
  `${DEFAULT_CLASS_RULES.maxUpcoming} upcoming bookings and ${DEFAULT_CLASS_RULES.maxPerDay} a day); Premier ` +
  'classes for Premier plans; a frozen, suspended or ended membership, or one barred by three late cancels or no-shows in ' +
  `${BOOKING_RULES.strikeDays} days, cannot book (403 with the reason). 409 when full (unless joinWaitlist: then ` +
  'a place at the end of the waitlist), already booked or waiting, not open yet or started.';

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
        summary: 'Book a place in a class, or join its waitlist',
        description: RULES,
        body: bookClassBodySchema,
        response: { 201: bookingResultAnswerSchema },
      },
    },
    async (request, reply) => {
      const { sessionId, joinWaitlist } = request.body;
      const data = await bookings.book(request.member.id, sessionId, joinWaitlist ?? false);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/classes/bookings/:bookingId/claim',
    {
      schema: {
        tags: ['classes'],
        summary: 'Claim a place offered to the waitlist',
        description:
          `From ${BOOKING_RULES.waitlistCutoffHours} hours before the start, a freed place goes to the first waiting ` +
          'member to claim it; overlapping places of the member are cancelled (either/or). 409 when none is left.',
        params: bookingParamsSchema,
        response: { 200: bookingResultAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bookings.claim(request.member.id, request.params.bookingId),
    }),
  );

  app.delete(
    '/classes/bookings/:bookingId',
    {
      schema: {
        tags: ['classes'],
        summary: 'Cancel a booking or leave a waitlist',
        description:
          "Less than the rules' lateCancelHours before the start (by default " +
          `${DEFAULT_CLASS_RULES.lateCancelHours}) it is a late cancel (lateCancel): a strike, or where the club ` +
          "charges instead, a fee posted to the member's account once (feeCents).",
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
