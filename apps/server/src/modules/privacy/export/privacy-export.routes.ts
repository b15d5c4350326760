import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_EXPORT_PATH } from '@gym/contracts/privacy';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import type { PrivacyExportService } from './privacy-export.service';

/**
 * GET /privacy/export (member-auth scope, docs/decisions/0054): the signed-in member's data as a zip, streamed as it
 * is written; fetched signed by the web app and saved as the browser's download, as the receipts are.
 */
export const privacyExportRoutes: FastifyPluginAsyncZod<{ exports: PrivacyExportService }> = async (
  app,
  { exports },
) => {
  app.get(
    PRIVACY_EXPORT_PATH,
    {
      schema: {
        tags: ['privacy'],
        summary: "The member's data (CPRA right to know): a zip of data.json and their PDFs, photo and vaccine files",
      },
    },
    async (request, reply) => {
      const { fileName, archive } = await exports.build(request.member);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  );
};
