import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceBodySchema, classRosterAnswerSchema } from '@gym/contracts/class-bookings';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { staffClubParamsSchema } from '@gym/contracts/staff-clubs';
import {
  SESSION_EDIT_ROLES,
  addToSessionBodySchema,
  cancelSessionBodySchema,
  clubTrainersAnswerSchema,
  sessionCapacityBodySchema,
  staffSessionBookingParamsSchema,
  staffSessionParamsSchema,
  substituteBodySchema,
} from '@gym/contracts/staff-classes';
import { moveSessionBodySchema } from '@gym/contracts/staff-schedule';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffClassesService } from './staff-classes.service';

const TOLD = 'In the audit log; everyone booked or waiting is e-mailed at once (no strike, no fee).';
const roster = { tags: ['staff'], response: { 200: classRosterAnswerSchema } };

/** One class session in the console: register inside the member-auth scope. */
export const staffClassesRoutes: FastifyPluginAsyncZod<{ staffClasses: StaffClassesService }> = async (
  app,
  { staffClasses },
) => {
  const anyStaff = requireRoles(...CONSOLE_ROLES);
  const editors = requireRoles(...SESSION_EDIT_ROLES);
  const answer = (data: Awaited<ReturnType<StaffClassesService['roster']>>) => ({ success: true as const, data });

  app.get(
    '/staff/classes/:sessionId/roster',
    {
      onRequest: anyStaff,
      schema: { ...roster, summary: "A class's roster and waitlist", params: staffSessionParamsSchema },
    },
    async (request) => answer(await staffClasses.roster(request.member, request.params.sessionId)),
  );

  app.put(
    '/staff/classes/:sessionId/roster/:bookingId/attendance',
    {
      onRequest: anyStaff,
      schema: {
        ...roster,
        summary: 'Mark a booked member attended or a no-show',
        params: staffSessionBookingParamsSchema,
        body: attendanceBodySchema,
      },
    },
    async (request) => {
      const { sessionId, bookingId } = request.params;
      return answer(await staffClasses.markAttendance(request.member, sessionId, bookingId, request.body.attendance));
    },
  );

  app.get(
    '/staff/clubs/:clubId/trainers',
    {
      onRequest: editors,
      schema: {
        tags: ['staff'],
        summary: "A club's trainers, for a substitution",
        params: staffClubParamsSchema,
        response: { 200: clubTrainersAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staffClasses.trainers(request.member, request.params.clubId),
    }),
  );

  app.post(
    '/staff/classes/:sessionId/cancel',
    {
      onRequest: editors,
      schema: {
        ...roster,
        summary: 'Cancel a class',
        description: TOLD,
        params: staffSessionParamsSchema,
        body: cancelSessionBodySchema,
      },
    },
    async (request) => answer(await staffClasses.cancel(request.member, request.params.sessionId, request.body.reason)),
  );

  app.put(
    '/staff/classes/:sessionId/trainer',
    {
      onRequest: editors,
      schema: {
        ...roster,
        summary: 'Give a class a substitute trainer',
        description: `${TOLD} Members may then cancel with no strike.`,
        params: staffSessionParamsSchema,
        body: substituteBodySchema,
      },
    },
    async (request) =>
      answer(await staffClasses.substitute(request.member, request.params.sessionId, request.body.trainerId)),
  );

  app.put(
    '/staff/classes/:sessionId/capacity',
    {
      onRequest: editors,
      schema: {
        ...roster,
        summary: "Change one class's capacity",
        description: "At most the room's, at least the places taken; a raise books the first waiting at once.",
        params: staffSessionParamsSchema,
        body: sessionCapacityBodySchema,
      },
    },
    async (request) =>
      answer(await staffClasses.setCapacity(request.member, request.params.sessionId, request.body.capacity)),
  );

  app.post(
    '/staff/classes/:sessionId/move',
    {
      onRequest: editors,
      schema: {
        ...roster,
        summary: 'Move one class to another time (the club day and time on its clock) and/or room of its club',
        description:
          `${TOLD} Members may then cancel with no strike. Refused: the past (409), a closed club (409), a room ` +
          'another class is in then (409), a room holding fewer than are booked (409); its series no longer moves it.',
        params: staffSessionParamsSchema,
        body: moveSessionBodySchema,
      },
    },
    async (request) => answer(await staffClasses.move(request.member, request.params.sessionId, request.body)),
  );

  app.post(
    '/staff/classes/:sessionId/members',
    {
      onRequest: editors,
      schema: {
        ...roster,
        summary: 'Put a member on a class',
        params: staffSessionParamsSchema,
        body: addToSessionBodySchema,
      },
    },
    async (request) =>
      answer(await staffClasses.addMember(request.member, request.params.sessionId, Number(request.body.memberNumber))),
  );

  app.delete(
    '/staff/classes/:sessionId/bookings/:bookingId',
    {
      onRequest: editors,
      schema: {
        ...roster,
        summary: 'Take a member off a class or its waitlist (no strike)',
        params: staffSessionBookingParamsSchema,
      },
    },
    async (request) => {
      const { sessionId, bookingId } = request.params;
      return answer(await staffClasses.removeBooking(request.member, sessionId, bookingId));
    },
  );
};
