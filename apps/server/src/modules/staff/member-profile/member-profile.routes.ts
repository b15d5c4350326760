import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import {
  STAFF_MEMBER_MESSAGES,
  addMemberNoteAnswerSchema,
  addMemberNoteBodySchema,
  memberDocumentParamsSchema,
  memberMailAnswerSchema,
  memberMailBodySchema,
  memberPageParamsSchema,
  memberPageSchema,
  memberReceiptParamsSchema,
} from '@gym/contracts/staff-member';
import { requireRoles } from '../../../plugins/member-auth';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import type { MemberMailsService } from './member-mails.service';
import type { MemberProfileService, StoredDownload } from './member-profile.service';

const TAGS = ['staff'];
const SCOPE_NOTE = `A member whose home club is not one of the account's is answered 404 '${STAFF_MEMBER_MESSAGES.memberNotFound}'.`;

/** A member's file: never kept by a shared cache or the browser's disk (a face, a receipt, a health record). */
function sendFile(reply: FastifyReply, file: StoredDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** A member's page in the staff console (docs/decisions/0034): register inside the member-auth scope. */
export const memberProfileRoutes: FastifyPluginAsyncZod<{
  profiles: MemberProfileService;
  mails: MemberMailsService;
}> = async (app, { profiles, mails }) => {
  const anyStaff = requireRoles(...CONSOLE_ROLES);
  const managers = requireRoles('manager', 'director');

  app.get(
    '/staff/members/:memberId',
    {
      onRequest: anyStaff,
      schema: {
        tags: TAGS,
        summary: "A member's page: details, membership and its history, money, cards, visits, documents, notes",
        description: SCOPE_NOTE,
        params: memberPageParamsSchema,
        response: { 200: memberPageSchema },
      },
    },
    (request) => profiles.page(request.member, request.params.memberId),
  );

  app.get(
    '/staff/members/:memberId/documents/:documentId',
    {
      onRequest: anyStaff,
      schema: {
        tags: TAGS,
        summary: "Download one of the member's documents (agreement, receipt, vaccine record) or 'photo'",
        description: SCOPE_NOTE,
        params: memberDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await profiles.document(request.member, request.params.memberId, request.params.documentId)),
  );

  app.get(
    '/staff/members/:memberId/receipts/:chargeId',
    {
      onRequest: anyStaff,
      schema: {
        tags: TAGS,
        summary: "A payment's receipt PDF, made the first time it is asked for",
        description: SCOPE_NOTE,
        params: memberReceiptParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await profiles.receipt(request.member, request.params.memberId, request.params.chargeId)),
  );

  app.post(
    '/staff/members/:memberId/notes',
    {
      onRequest: anyStaff,
      schema: {
        tags: TAGS,
        summary: "Adds a note to the member's page (any staff role); audited",
        description: SCOPE_NOTE,
        params: memberPageParamsSchema,
        body: addMemberNoteBodySchema,
        response: { 201: addMemberNoteAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: STAFF_MEMBER_MESSAGES.noteAdded,
        data: await profiles.addNote(request.member, request.params.memberId, request.body.body),
      }),
  );

  app.post(
    '/staff/members/:memberId/password-link',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: 'E-mails the member a set-password link (7 days, one use); managers and the director, audited',
        description: `The front desk is refused (403). ${SCOPE_NOTE}`,
        params: memberPageParamsSchema,
        body: memberMailBodySchema,
        response: { 200: memberMailAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: (await mails.sendPasswordLink(request.member, request.params.memberId, request.body.reason)).in(
        request.locale,
      ),
    }),
  );

  app.post(
    '/staff/members/:memberId/welcome-email',
    {
      onRequest: managers,
      schema: {
        tags: TAGS,
        summary: "Sends the member's join confirmation (welcome) e-mail again, with its PDFs; audited",
        description: `409 for a member who did not join online. The front desk is refused (403). ${SCOPE_NOTE}`,
        params: memberPageParamsSchema,
        body: memberMailBodySchema,
        response: { 200: memberMailAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: (await mails.resendWelcome(request.member, request.params.memberId, request.body.reason)).in(
        request.locale,
      ),
    }),
  );
};
