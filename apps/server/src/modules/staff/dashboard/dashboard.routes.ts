import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_ROLES, staffDashboardQuerySchema, staffDashboardSchema } from '@gym/contracts/staff-dashboard';
import { requireRoles } from '../../../plugins/member-auth';
import type { DashboardService } from './dashboard.service';

/** GET /staff/dashboard?clubId=: register inside the member-auth scope. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/staff/dashboard',
    {
      onRequest: requireRoles(...DASHBOARD_ROLES),
      schema: {
        tags: ['staff'],
        summary: "The dashboard of one of the account's clubs, or of all of them",
        description:
          'Joins, dues collected and check-ins per club day (America/Los_Angeles) for the last 30 days, past-due ' +
          'members and what they owe, cancellations and freezes of the next 30 days, people in the club now ' +
          '(visits of the last 90 minutes) and sign-ups abandoned this week. Club managers and the director only; ' +
          "a club that is not the account's is refused.",
        querystring: staffDashboardQuerySchema,
        response: { 200: staffDashboardSchema },
      },
    },
    (request) => dashboard.dashboard(request.member, request.query.clubId),
  );
};
