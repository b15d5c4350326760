import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  availabilityAnswerSchema,
  availabilitySchema,
  myTrainingSessionsAnswerSchema,
  sessionAttendanceBodySchema,
  sessionNotesBodySchema,
  trainingSessionAnswerSchema,
  trainingSessionParamsSchema,
  timeOffAnswerSchema,
  timeOffBodySchema,
  timeOffListAnswerSchema,
} from '@gym/contracts/personal-training';
import { ownTrainerProfileAnswerSchema, trainerProfileBodySchema } from '@gym/contracts/trainers';
import { requireRoles } from '../../../plugins/member-auth';
import type { AvailabilityService } from '../availability';
import type { TrainingSessionsService } from '../sessions';
import type { TrainersService } from './trainers.service';

const TAGS = ['training'];
const timeOffParamsSchema = z.object({ timeOffId: z.uuid() });

/** A trainer's own profile, availability, time off and calendar (member-auth scope, trainers only). */
export const trainerSelfRoutes: FastifyPluginAsyncZod<{
  trainers: TrainersService;
  availability: AvailabilityService;
  sessions: TrainingSessionsService;
}> = async (app, { trainers, availability, sessions }) => {
  app.addHook('onRequest', requireRoles('trainer'));

  app.get(
    '/trainer/profile',
    {
      schema: {
        tags: TAGS,
        summary: 'My profile as members see it, and my change awaiting approval',
        response: { 200: ownTrainerProfileAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await trainers.own(request.member.id) }),
  );

  app.put(
    '/trainer/profile',
    {
      schema: {
        tags: TAGS,
        summary: 'Propose a change of my profile',
        description: 'Members see it once a manager of one of my clubs approves it.',
        body: trainerProfileBodySchema,
        response: { 200: ownTrainerProfileAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await trainers.propose(request.member.id, request.body) }),
  );

  app.get(
    '/trainer/availability',
    {
      schema: {
        tags: TAGS,
        summary: 'My weekly hours per club and my session settings',
        response: { 200: availabilityAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await availability.get(request.member.id) }),
  );

  app.put(
    '/trainer/availability',
    {
      schema: {
        tags: TAGS,
        summary: 'Set my weekly hours per club and my buffer, notice and horizon',
        description: 'Hours on the same weekday may not overlap, whatever the club. Sessions booked stay booked.',
        body: availabilitySchema,
        response: { 200: availabilityAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await availability.set(request.member.id, request.body) }),
  );

  app.get(
    '/trainer/time-off',
    { schema: { tags: TAGS, summary: 'My time off to come', response: { 200: timeOffListAnswerSchema } } },
    async (request) => ({ success: true as const, data: await availability.timeOff(request.member.id) }),
  );

  app.post(
    '/trainer/time-off',
    {
      schema: {
        tags: TAGS,
        summary: 'Block time off: no slot is offered in it',
        body: timeOffBodySchema,
        response: { 201: timeOffAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await availability.addTimeOff(request.member.id, request.body) }),
  );

  app.delete(
    '/trainer/time-off/:timeOffId',
    { schema: { tags: TAGS, summary: 'Remove time off', params: timeOffParamsSchema } },
    async (request, reply) => {
      await availability.removeTimeOff(request.member.id, request.params.timeOffId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/trainer/sessions',
    {
      schema: {
        tags: TAGS,
        summary: 'My personal-training sessions, from yesterday to four weeks ahead',
        response: { 200: myTrainingSessionsAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await sessions.calendar(request.member.id) }),
  );

  app.put(
    '/trainer/sessions/:sessionId/attendance',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark a session of mine attended or a no-show, once it has started (either uses the session)',
        params: trainingSessionParamsSchema,
        body: sessionAttendanceBodySchema,
        response: { 200: trainingSessionAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.mark(request.member.id, request.params.sessionId, request.body.attendance),
    }),
  );

  app.put(
    '/trainer/sessions/:sessionId/notes',
    {
      schema: {
        tags: TAGS,
        summary: 'My private notes of a session (members never see them)',
        params: trainingSessionParamsSchema,
        body: sessionNotesBodySchema,
        response: { 200: trainingSessionAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.setNotes(request.member.id, request.params.sessionId, request.body.notes),
    }),
  );
};
