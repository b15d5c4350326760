import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERSONAL_TRAINING_MESSAGES,
  TRAINING_RULES,
  bookTrainingBodySchema,
  buyPackBodySchema,
  myTrainingAnswerSchema,
  packAnswerSchema,
  trainingSessionAnswerSchema,
  trainingSessionParamsSchema,
} from '@gym/contracts/personal-training';
import { AppError } from '../../../lib/app-error';
import { paymentKeyOf } from '../../membership/billing';
import type { PacksService } from '../packs';
import type { TrainingSessionsService } from './training-sessions.service';

const TAGS = ['training'];

/** A member's packs and sessions (member-auth scope); a trainer cancels their own sessions here too. */
export const trainingRoutes: FastifyPluginAsyncZod<{ packs: PacksService; sessions: TrainingSessionsService }> = async (
  app,
  { packs, sessions },
) => {
  const membersOnly = async (request: { member: { role: string } }) => {
    if (request.member.role !== 'member') throw new AppError('FORBIDDEN', PERSONAL_TRAINING_MESSAGES.onlyMembers);
  };

  app.get(
    '/training',
    { schema: { tags: TAGS, summary: 'My packs and my sessions', response: { 200: myTrainingAnswerSchema } } },
    async (request) => {
      const [myPacks, mySessions] = await Promise.all([
        packs.mine(request.member.id),
        sessions.mine(request.member.id),
      ]);
      return { success: true as const, data: { packs: myPacks, sessions: mySessions } };
    },
  );

  app.post(
    '/training/packs',
    {
      onRequest: membersOnly,
      schema: {
        tags: TAGS,
        summary: 'Buy a pack with a saved card (or take the free intro session)',
        description:
          `One idempotency-key per purchase: a repeat charges nothing more. Sessions expire ${TRAINING_RULES.packMonths} ` +
          'months after the purchase. 402 when the card is declined, 409 while another payment is pending.',
        body: buyPackBodySchema,
        response: { 201: packAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await packs.buy(request.member.id, paymentKeyOf(request), request.body),
      }),
  );

  app.post(
    '/training/sessions',
    {
      onRequest: membersOnly,
      schema: {
        tags: TAGS,
        summary: "Book a trainer's free slot with a session of a pack",
        description:
          '409 when the time is taken or not free, or no pack of this length at this club has a session left.',
        body: bookTrainingBodySchema,
        response: { 201: trainingSessionAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, data: await sessions.book(request.member.id, request.body) }),
  );

  app.post(
    '/training/sessions/:sessionId/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel a session (the member, or its trainer)',
        description:
          `More than ${TRAINING_RULES.freeCancelHours} hours ahead the session goes back to its pack; later it is used. ` +
          "A trainer's cancel always gives it back.",
        params: trainingSessionParamsSchema,
        response: { 200: trainingSessionAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.cancel(request.member, request.params.sessionId),
    }),
  );
};
