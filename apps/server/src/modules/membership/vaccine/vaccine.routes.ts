import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import {
  REJECTION_REASON_MAX_LENGTH,
  VACCINE_FILE_FIELD,
  VACCINE_MESSAGES,
  VACCINE_UPLOAD_LIMITS,
  uploadTicketAnswerSchema,
  uploadTicketBodySchema,
  vaccineRecordListAnswerSchema,
  vaccineRecordListQuerySchema,
  vaccineRecordParamsSchema,
  vaccineRejectBodySchema,
  vaccineReviewAnswerSchema,
  vaccineUploadAnswerSchema,
} from '@gym/contracts/vaccine';
import type { Config } from '../../../config';
import { AppError, unauthorized } from '../../../lib/app-error';
import { bearerToken } from '../../../lib/bearer';
import type { TokenService } from '../../../lib/tokens';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { type AccountSessions, requireRoles, verifyMemberToken } from '../../../plugins/member-auth';
import { signInLimits } from '../../accounts/auth';
import { readForm } from '../../../lib/multipart-form';
import type { UploadTicket, VaccineService } from './vaccine.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The upload ticket's member and user group: set on POST /contacts/vaccine-status only. */
    uploadTicket: UploadTicket;
  }
}

/**
 * POST /membership: the upload ticket. Outside the member scope, because a visitor who is not signed in uploads
 * too (section 4): with a member token the ticket is that member's; without one the body must name the member
 * (e-mail, member number, birthday), and those look-ups are throttled like sign-in.
 */
export const vaccineTicketRoutes: FastifyPluginAsyncZod<{
  vaccine: VaccineService;
  tokens: TokenService;
  accounts: AccountSessions;
  config: Config;
}> = async (app, { vaccine, tokens, accounts, config }) => {
  const visitorLimit = signInLimits(app, config, 'vaccine-visitor');

  app.post(
    '/membership',
    {
      preHandler: async (request, reply) => {
        if (!bearerToken(request)) await visitorLimit(request, reply);
      },
      schema: {
        tags: ['vaccine'],
        summary: 'An upload ticket for a user group (Vaccinated): the bearer token of POST /contacts/vaccine-status',
        description:
          'A signed-in member sends their token and { userGroup }. A visitor sends { userGroup, email, idCA, birthday } ' +
          "(MM/DD/YYYY); details that do not name one member are a 404 'Cannot find member, please check details " +
          "and try again'. The ticket lasts 15 minutes and names that member only.",
        body: uploadTicketBodySchema,
        response: { 200: uploadTicketAnswerSchema },
      },
    },
    async (request) => {
      const { userGroup, ...identity } = request.body;
      const token = bearerToken(request);
      if (!token) return vaccine.visitorTicket(identity, userGroup);
      const member = await verifyMemberToken(tokens, accounts, token);
      if (!member) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
      return vaccine.ticketFor(member.id, userGroup);
    },
  );
};

/**
 * POST /contacts/vaccine-status: the file, with the ticket as the bearer token. Multipart is parsed here only.
 * Uploads are limited per member, not per ticket: tickets cost nothing to ask for (docs/decisions/0021).
 */
export const vaccineUploadRoutes: FastifyPluginAsyncZod<{ vaccine: VaccineService; config: Config }> = async (
  app,
  { vaccine, config },
) => {
  await app.register(multipart, {
    limits: { fileSize: VACCINE_UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  app.decorateRequest('uploadTicket', null as unknown as UploadTicket);
  // In the rate-limit plugin's store (Redis when set), so that every server instance shares the member's count.
  const perMember = app.createRateLimit({
    max: config.VACCINE_UPLOADS_PER_HOUR,
    timeWindow: VACCINE_UPLOAD_LIMITS.uploadWindowMs,
    keyGenerator: (request) => `vaccine-upload:member:${request.uploadTicket.userId}`,
  });
  // Before the body is read: a request without a ticket, or over the member's limit, never streams its file in.
  // Every upload with a valid ticket counts, refused files too: each one has cost its bytes already.
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    const ticket = token ? await vaccine.readTicket(token) : null;
    if (!ticket) throw unauthorized(VACCINE_MESSAGES.ticketExpired);
    request.uploadTicket = ticket;
    const limit = await perMember(request);
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('RATE_LIMITED', VACCINE_MESSAGES.tooManyUploads);
    }
  });

  app.post(
    '/contacts/vaccine-status',
    {
      schema: {
        tags: ['vaccine'],
        summary: 'Uploads proof of vaccination (field file: JPEG, PNG or PDF, at most 10 MB); the status is pending',
        description: 'The type is read from the first bytes of the file, not from its name or declared type.',
        response: { 200: vaccineUploadAnswerSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, VACCINE_MESSAGES.tooLarge);
      return vaccine.upload(request.uploadTicket, form.files[VACCINE_FILE_FIELD]);
    },
  );
};

/** The staff review: register inside the member-auth scope; staff and the director only (403 for others). */
export const staffVaccineRoutes: FastifyPluginAsyncZod<{ vaccine: VaccineService }> = async (app, { vaccine }) => {
  app.addHook('onRequest', requireRoles(...CONSOLE_ROLES));

  app.get(
    '/staff/vaccine-records',
    {
      schema: {
        tags: ['vaccine'],
        summary: 'Vaccine records in one status (pending by default, oldest first) with their member',
        querystring: vaccineRecordListQuerySchema,
        response: { 200: vaccineRecordListAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await vaccine.list(request.query.status) }),
  );

  app.get(
    '/staff/vaccine-records/:id/file',
    {
      schema: {
        tags: ['vaccine'],
        summary: "A record's file, with its content type (image/jpeg, image/png or application/pdf)",
        params: vaccineRecordParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await vaccine.file(request.params.id);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // An uploaded file opened on our origin must not run anything (a PDF can carry scripts).
          .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .send(Buffer.from(file.bytes))
      );
    },
  );

  app.post(
    '/staff/vaccine-records/:id/confirm',
    {
      schema: {
        tags: ['vaccine'],
        summary: "Confirms a pending record and adds 'Vaccinated' to the member's current membership (409 if reviewed)",
        params: vaccineRecordParamsSchema,
        response: { 200: vaccineReviewAnswerSchema },
      },
    },
    async (request) => vaccine.review(request.params.id, request.member.id, { status: 'confirmed' }),
  );

  app.post(
    '/staff/vaccine-records/:id/reject',
    {
      schema: {
        tags: ['vaccine'],
        summary: 'Rejects a pending record with a reason, e-mailed to the member, who is asked to upload again',
        description: `The reason is required, at most ${REJECTION_REASON_MAX_LENGTH} characters. 409 if reviewed.`,
        params: vaccineRecordParamsSchema,
        body: vaccineRejectBodySchema,
        response: { 200: vaccineReviewAnswerSchema },
      },
    },
    async (request) =>
      vaccine.review(request.params.id, request.member.id, { status: 'rejected', reason: request.body.reason }),
  );
};
