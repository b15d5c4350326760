import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { clubIdParamsSchema } from '@gym/contracts/clubs';
import { trainingSessionAnswerSchema, trainingSessionParamsSchema } from '@gym/contracts/personal-training';
import { SESSION_EDIT_ROLES } from '@gym/contracts/staff-classes';
import {
  clubTrainingAnswerSchema,
  clubTrainingQuerySchema,
  moveTrainingBodySchema,
  packParamsSchema,
  packRefundAnswerSchema,
  packRefundBodySchema,
  payrollQuerySchema,
  refundablePackAnswerSchema,
  setOffersBodySchema,
  staffBookTrainingBodySchema,
  staffOffersAnswerSchema,
  trainerChangesAnswerSchema,
} from '@gym/contracts/staff-training';
import { ownTrainerProfileAnswerSchema, trainerParamsSchema } from '@gym/contracts/trainers';
import { requireRoles } from '../../../plugins/member-auth';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import { paymentKeyOf } from '../../membership/billing';
import type { StaffTrainingService } from './staff-training.service';

const TAGS = ['staff'];
const AUDITED = 'Managers of the club and the director; in the audit log.';

/** Personal training in the console (member-auth scope): managers of the club and the director. */
export const staffTrainingRoutes: FastifyPluginAsyncZod<{ training: StaffTrainingService }> = async (
  app,
  { training },
) => {
  const managers = requireRoles(...SESSION_EDIT_ROLES);
  const wrap = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/staff/clubs/:clubId/training',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "Every trainer of the club and their sessions for some days (7 from the club's today by default)",
        params: clubIdParamsSchema,
        querystring: clubTrainingQuerySchema,
        response: { 200: clubTrainingAnswerSchema },
      },
    },
    async (request) =>
      wrap(await training.calendar(request.member, request.params.clubId, request.query.from, request.query.days)),
  );

  app.post(
    '/staff/clubs/:clubId/training/sessions',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "Book a member's session with one of their packs at the club",
        description: AUDITED,
        params: clubIdParamsSchema,
        body: staffBookTrainingBodySchema,
        response: { 201: trainingSessionAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(wrap(await training.book(request.member, request.params.clubId, request.body))),
  );

  app.put(
    '/staff/training/sessions/:sessionId',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "Move a booked session to another of its trainer's free starts (both are told)",
        description: AUDITED,
        params: trainingSessionParamsSchema,
        body: moveTrainingBodySchema,
        response: { 200: trainingSessionAnswerSchema },
      },
    },
    async (request) =>
      wrap(await training.move(request.member, request.params.sessionId, new Date(request.body.startsAt))),
  );

  app.get(
    '/staff/training/packs/:packId',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "A pack's price, size and unused sessions (what a refund of them would give back)",
        params: packParamsSchema,
        response: { 200: refundablePackAnswerSchema },
      },
    },
    async (request) => wrap(await training.pack(request.member, request.params.packId)),
  );

  app.post(
    '/staff/training/packs/:packId/refund',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: 'Refund unused sessions of a pack, in part, through the provider, once per idempotency-key',
        description: `${AUDITED} The amount is the pack's price for that many sessions.`,
        params: packParamsSchema,
        body: packRefundBodySchema,
        response: { 200: packRefundAnswerSchema },
      },
    },
    async (request) =>
      wrap(await training.refundPack(request.member, request.params.packId, paymentKeyOf(request), request.body)),
  );

  app.get(
    '/staff/trainers/changes',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "Trainers' profile changes waiting for approval",
        response: { 200: trainerChangesAnswerSchema },
      },
    },
    async (request) => wrap(await training.changes(request.member)),
  );

  app.post(
    '/staff/trainers/:trainerId/approve',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "Approve a trainer's profile change: members see it from now on",
        description: AUDITED,
        params: trainerParamsSchema,
        response: { 200: ownTrainerProfileAnswerSchema },
      },
    },
    async (request) => wrap(await training.approve(request.member, request.params.trainerId)),
  );

  app.get(
    '/staff/clubs/:clubId/training-packs',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "The club's packs, withdrawn ones too",
        params: clubIdParamsSchema,
        response: { 200: staffOffersAnswerSchema },
      },
    },
    async (request) => wrap(await training.offers(request.member, request.params.clubId)),
  );

  app.put(
    '/staff/clubs/:clubId/training-packs',
    {
      onRequest: requireRoles('director'),
      schema: {
        tags: TAGS,
        summary: "Set the club's packs and prices (the director)",
        description: 'A pack not listed is no longer sold; packs bought stay as they are. In the audit log.',
        params: clubIdParamsSchema,
        body: setOffersBodySchema,
        response: { 200: staffOffersAnswerSchema },
      },
    },
    async (request) => wrap(await training.setOffers(request.member, request.params.clubId, request.body)),
  );

  app.get(
    '/staff/clubs/:clubId/training/payroll.csv',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "A month's sessions delivered, no-shows, late cancels and revenue per trainer, as CSV (payroll)",
        params: clubIdParamsSchema,
        querystring: payrollQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { clubId } = request.params;
      const csv = await training.payrollCsv(request.member, clubId, request.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`payroll-${clubId}-${request.query.month}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
