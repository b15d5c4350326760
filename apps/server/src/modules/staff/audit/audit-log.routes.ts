import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, auditPageSchema, auditQuerySchema } from '@gym/contracts/staff-audit';
import { requireRoles } from '../../../plugins/member-auth';
import type { AuditLogService } from './audit-log.service';

/** GET /staff/audit: register inside the member-auth scope. The director only: the log spans every club. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (app, { auditLog }) => {
  app.get(
    '/staff/audit',
    {
      onRequest: requireRoles('director'),
      schema: {
        tags: ['staff'],
        summary: 'The audit log of staff actions, newest first (the director only)',
        description:
          `${AUDIT_PAGE_SIZE} entries a page; pass nextCursor as cursor for the next. Filters: action, actorId (the ` +
          'staff account), memberId or memberNumber (whom the action was about), clubId, from and to (club days, ' +
          'YYYY-MM-DD, both inclusive). Managers and the front desk get a 403.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => auditLog.list(request.query),
  );
};
