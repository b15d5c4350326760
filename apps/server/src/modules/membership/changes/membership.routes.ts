import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationAnswerSchema,
  cancellationPreviewAnswerSchema,
  membershipAnswerSchema,
} from '@gym/contracts/membership';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import { AGREEMENT_PATH, type MembershipService } from './membership.service';

const TAGS = ['membership'];

/**
 * The member's own membership and its cancellation (member-auth scope, docs/decisions/0028). Cancelling online is
 * what California requires for an online join: one call, no obstacle before it.
 */
export const membershipRoutes: FastifyPluginAsyncZod<{ membership: MembershipService }> = async (
  app,
  { membership },
) => {
  app.get(
    '/membership',
    {
      schema: {
        tags: TAGS,
        summary: "The member's membership: plan, price, club, status, dates, next charge, agreement, cancellation",
        description: 'data is null for an account without a membership (staff, trainers).',
        response: { 200: membershipAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await membership.view(request.member.id, request.locale) }),
  );

  app.get(
    AGREEMENT_PATH,
    {
      schema: { tags: TAGS, summary: "The member's current signed membership agreement (PDF)" },
    },
    async (request, reply) => {
      const agreement = await membership.agreement(request.member.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(agreement.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(agreement.bytes.buffer, agreement.bytes.byteOffset, agreement.bytes.byteLength));
    },
  );

  app.get(
    '/membership/cancellation/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'What cancelling today would do: the last day, the last charge (or none), a refund in the five days',
        response: { 200: cancellationPreviewAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await membership.preview(request.member.id, request.locale) }),
  );

  app.post(
    '/membership/cancellation',
    {
      schema: {
        tags: TAGS,
        summary: 'Gives notice to cancel today (30 days; within five business days of signing: ends now, refunded)',
        response: { 200: cancellationAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await membership.cancel(request.member.id) }),
  );

  app.delete(
    '/membership/cancellation',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraws the cancellation before its last day: the membership and its billing go on',
        response: { 200: cancellationAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await membership.withdraw(request.member.id) }),
  );
};
