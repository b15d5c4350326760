import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  attendanceBodySchema,
  classMessageBodySchema,
  classRosterAnswerSchema,
  rosterBookingParamsSchema,
  rosterParamsSchema,
  trainerClassesAnswerSchema,
} from '@gym/contracts/class-bookings';
import { envelope } from '@gym/contracts/errors';
import { requireRoles } from '../../../plugins/member-auth';
import { sendPhoto } from '../../../lib/send-photo';
import type { SessionsService } from './sessions.service';

const messageAnswerSchema = envelope(z.object({ told: z.int() }));

/** The trainer's own classes, their rosters and attendance (issue 29 point 10): register inside member auth. */
export const trainerClassesRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.addHook('onRequest', requireRoles('trainer'));
  const own = (trainerId: string, sessionId: string) => sessions.requireTrainerOf(trainerId, sessionId);

  app.get(
    '/trainer/classes',
    {
      schema: {
        tags: ['classes'],
        summary: "The trainer's classes from yesterday to a week ahead",
        response: { 200: trainerClassesAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await sessions.trainerClasses(request.member.id) }),
  );

  app.get(
    '/trainer/classes/:sessionId/roster',
    {
      schema: {
        tags: ['classes'],
        summary: 'Who is booked (first-timers marked) and the waitlist in order',
        description: "403 'This class is not one of yours' for another trainer's class.",
        params: rosterParamsSchema,
        response: { 200: classRosterAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.roster(await own(request.member.id, request.params.sessionId)),
    }),
  );

  app.get(
    '/trainer/classes/:sessionId/roster/:bookingId/photo',
    {
      schema: { tags: ['classes'], summary: "A booked member's join photo (JPEG)", params: rosterBookingParamsSchema },
    },
    async (request, reply) => {
      const session = await own(request.member.id, request.params.sessionId);
      return sendPhoto(reply, await sessions.rosterPhoto(session, request.params.bookingId));
    },
  );

  app.put(
    '/trainer/classes/:sessionId/roster/:bookingId/attendance',
    {
      schema: {
        tags: ['classes'],
        summary: 'Mark a booked member attended or a no-show (a strike)',
        description: 'From 15 minutes before the start.',
        params: rosterBookingParamsSchema,
        body: attendanceBodySchema,
        response: { 200: classRosterAnswerSchema },
      },
    },
    async (request) => {
      const session = await own(request.member.id, request.params.sessionId);
      const data = await sessions.markAttendance(session, request.params.bookingId, request.body.attendance);
      return { success: true as const, data };
    },
  );

  app.post(
    '/trainer/classes/:sessionId/message',
    {
      schema: {
        tags: ['classes'],
        summary: 'E-mail a message to everyone booked',
        params: rosterParamsSchema,
        body: classMessageBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const session = await own(request.member.id, request.params.sessionId);
      const told = await sessions.message(session, request.body.text);
      return { success: true as const, data: { told } };
    },
  );
};
