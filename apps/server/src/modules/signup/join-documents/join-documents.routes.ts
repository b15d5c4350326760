import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DOCUMENT_IDS,
  JOIN_MESSAGES,
  documentsAnswerSchema,
  documentsBodySchema,
  eSignatureFieldsSchema,
  receiptUploadAnswerSchema,
} from '@gym/contracts/join';
import { successAnswerSchema } from '@gym/contracts/tracking';
import { badRequest, notFound } from '../../../lib/app-error';
import { requireOwnMember } from '../../../plugins/join-token';
import type { UsersRepository } from '../../accounts/users';
import type { JoinDocumentsService } from './join-documents.service';
import type { JoinRecordsRepository } from './join-records.repository';
import { MEMBER_FILE_MESSAGES, type MemberFilesService } from './member-files.service';
import { MAX_UPLOAD_BYTES, auditCopy, readForm, requireImage } from '../../../lib/multipart-form';
import { defineSpanish } from '../../../lib/i18n/translator';
import { memberNumberSchema } from '@gym/contracts/member-number';

export const JOIN_DOCUMENT_MESSAGES = {
  caIdInvalid: 'caId must be a member number',
  documentIdInvalid: 'documentId must be 3 or 6',
} as const;
defineSpanish({
  [JOIN_DOCUMENT_MESSAGES.caIdInvalid]: 'caId debe ser un número de miembro',
  [JOIN_DOCUMENT_MESSAGES.documentIdInvalid]: 'documentId debe ser 3 o 6',
});

const photoQuerySchema = z.object({
  caId: memberNumberSchema(JOIN_DOCUMENT_MESSAGES.caIdInvalid),
});

/**
 * The calls after a join, with its join token (docs/decisions/0009): the profile photo, the e-signature (which
 * makes the agreement), the receipt and the two PDFs. Multipart is parsed in this scope only.
 */
export const joinDocumentsRoutes: FastifyPluginAsyncZod<{
  users: UsersRepository;
  records: JoinRecordsRepository;
  files: MemberFilesService;
  documents: JoinDocumentsService;
}> = async (app, { users, records, files, documents }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 100, parts: 102, fieldSize: 4096 },
  });

  app.post(
    '/api/ols/upload-photo',
    {
      schema: {
        tags: ['join'],
        summary: "The member's profile photo (multipart field profilePicture, a JPEG of at most 2 MB)",
        querystring: photoQuerySchema,
        response: { 200: successAnswerSchema },
      },
    },
    async (request) => {
      const user = await requireOwnMember(users, request, request.query.caId);
      const form = await readForm(request);
      await files.setProfilePhoto(user.id, requireImage(form, 'profilePicture', 'jpeg'));
      return { success: true };
    },
  );

  app.post(
    '/api/ols/upload-photo/olstncdocumnetsign',
    {
      schema: {
        tags: ['join'],
        summary: 'The e-signature (esignuser PNG, userpic JPEG); documentId 3 makes the signed membership agreement',
        response: { 200: successAnswerSchema },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const fields = eSignatureFieldsSchema.safeParse(form.fields);
      if (!fields.success)
        throw badRequest(JOIN_DOCUMENT_MESSAGES.documentIdInvalid, [
          { field: 'documentId', message: JOIN_DOCUMENT_MESSAGES.documentIdInvalid },
        ]);
      await files.sign(request.joinUserId, {
        documentId: fields.data.documentId === '3' ? DOCUMENT_IDS.agreement : DOCUMENT_IDS.receipt,
        signaturePng: requireImage(form, 'esignuser', 'png'),
        photoJpeg: form.files.userpic ? requireImage(form, 'userpic', 'jpeg') : null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        audit: auditCopy(form.fields),
      });
      return { success: true };
    },
  );

  app.post(
    '/api/ols/upload-photo/olstncdocumnetreceipt',
    {
      schema: {
        tags: ['join'],
        summary: "Makes (once) the receipt of the member's join charge; answers its file name",
        response: { 200: receiptUploadAnswerSchema },
      },
    },
    async (request) => {
      if (request.isMultipart()) await readForm(request);
      const join = await records.latestForUser(request.joinUserId);
      if (!join) throw notFound(MEMBER_FILE_MESSAGES.noJoin);
      const receipt = await documents.ensureReceipt(join);
      return { success: true, data: { fileName: receipt.fileName } };
    },
  );

  app.post(
    '/api/ols/documents/base64',
    {
      schema: {
        tags: ['join'],
        summary:
          "The join's receipt and signed membership agreement, base64; 404 'PDF data not found' until both exist",
        body: documentsBodySchema,
        response: { 200: documentsAnswerSchema },
      },
    },
    async (request) => {
      const user = await requireOwnMember(users, request, request.body.caId);
      const join = await records.latestForUser(user.id);
      const receipt = join && (await documents.receiptOf(join));
      const agreement = join && (await documents.agreementFor(join));
      const [receiptBytes, agreementBytes] = await Promise.all([
        receipt ? documents.bytesOf(receipt) : null,
        agreement ? documents.bytesOf(agreement) : null,
      ]);
      if (!receipt || !agreement || !receiptBytes || !agreementBytes) throw notFound(JOIN_MESSAGES.pdfDataNotFound);
      return {
        success: true,
        data: {
          receiptPDF: {
            base64Data: Buffer.from(receiptBytes).toString('base64'),
            fileName: receipt.fileName,
            documentType: 'receipt' as const,
          },
          membershipAgreementPDF: {
            base64Data: Buffer.from(agreementBytes).toString('base64'),
            fileName: agreement.fileName,
            documentType: 'membership-agreement' as const,
          },
        },
      };
    },
  );
};
