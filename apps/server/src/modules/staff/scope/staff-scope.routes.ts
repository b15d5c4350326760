import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_ROLES, staffScopeSchema } from '@gym/contracts/staff';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffScopes } from './staff-scopes';

/** GET /staff/scope: register inside the member-auth scope. */
export const staffScopeRoutes: FastifyPluginAsyncZod<{ scopes: StaffScopes }> = async (app, { scopes }) => {
  app.get(
    '/staff/scope',
    {
      onRequest: requireRoles(...CONSOLE_ROLES),
      schema: {
        tags: ['staff'],
        summary: "The signed-in staff account's role and the clubs it works on (every club for the director)",
        response: { 200: staffScopeSchema },
      },
    },
    (request) => scopes.of(request.member),
  );
};
