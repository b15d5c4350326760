import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_ROLES,
  staffDashboardClassesSchema,
  staffDashboardQuerySchema,
} from '@gym/contracts/staff-dashboard';
import { requireRoles } from '../../../plugins/member-auth';
import { attachmentDisposition } from '../../../providers/mail/dev-mail.routes';
import type { DashboardClassesService } from './dashboard-classes.service';

const SCOPE_NOTE =
  "Club managers and the director only; a club that is not the account's is refused (403), as the dashboard's is.";

/** GET /staff/dashboard/classes and its CSV (issue 29 point 11): register inside the member-auth scope. */
export const dashboardClassesRoutes: FastifyPluginAsyncZod<{ classes: DashboardClassesService }> = async (
  app,
  { classes },
) => {
  const managers = requireRoles(...DASHBOARD_ROLES);
  app.get(
    '/staff/dashboard/classes',
    {
      onRequest: managers,
      schema: {
        tags: ['staff'],
        summary: "Classes today, fill rate and no-show rate of one of the account's clubs, or of each of them",
        description:
          "Each club on its own clock: today's classes (not cancelled), and over the classes of the last 30 club days " +
          'that have started, booked places out of places and no-shows out of the attendance taken. ' +
          SCOPE_NOTE,
        querystring: staffDashboardQuerySchema,
        response: { 200: staffDashboardClassesSchema },
      },
    },
    (request) => classes.figures(request.member, request.query.clubId),
  );

  app.get(
    '/staff/dashboard/classes.csv',
    {
      onRequest: managers,
      schema: {
        tags: ['staff'],
        summary: 'The classes of the last 30 club days as CSV, one row per club per day',
        description:
          'Date, club, classes (not cancelled), and of those that have started: places, booked, attended, no-shows, ' +
          'fill rate and no-show rate in percent. The header row is in the request language. ' +
          SCOPE_NOTE,
        querystring: staffDashboardQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await classes.csv(request.member, request.query.clubId, request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(csv.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv.text);
    },
  );
};
