import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptParamsSchema } from '@gym/contracts/member-billing';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import type { BillingReceiptsService } from './billing-receipts.service';

/**
 * GET /billing/receipts/:chargeId (member-auth scope, docs/decisions/0027): the receipt PDF of one of the
 * member's own charges, made the first time it is asked for. Another member's charge is a 404 like an unknown one,
 * so that an answer never tells whether a charge id exists.
 */
export const billingReceiptsRoutes: FastifyPluginAsyncZod<{ receipts: BillingReceiptsService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/billing/receipts/:chargeId',
    {
      schema: {
        tags: ['member billing'],
        summary: "A receipt PDF of one of the member's charges (join, payment or autopay)",
        params: receiptParamsSchema,
      },
    },
    async (request, reply) => {
      const receipt = await receipts.forMember(request.member.id, request.params.chargeId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(receipt.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(receipt.bytes.buffer, receipt.bytes.byteOffset, receipt.bytes.byteLength));
    },
  );
};
