import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closureBodySchema } from '@gym/contracts/club-hours';
import {
  CLUB_SETTINGS_ROLES,
  capacityBodySchema,
  hoursBodySchema,
  occupancyChartAnswerSchema,
  staffClosureParamsSchema,
  staffClubParamsSchema,
  staffClubSettingsAnswerSchema,
} from '@gym/contracts/staff-clubs';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffClubsService } from './staff-clubs.service';

const AUDITED = 'In the audit log. Managers for their clubs, the director for all; another club is refused (403).';

/** A club's hours, closures, capacity and occupancy in the console: register inside the member-auth scope. */
export const staffClubsRoutes: FastifyPluginAsyncZod<{ staffClubs: StaffClubsService }> = async (
  app,
  { staffClubs },
) => {
  app.addHook('onRequest', requireRoles(...CLUB_SETTINGS_ROLES));
  const settings = (data: Awaited<ReturnType<StaffClubsService['settings']>>) => ({ success: true as const, data });

  app.get(
    '/staff/clubs/:clubId/settings',
    {
      schema: {
        tags: ['staff'],
        summary: "A club's capacity, weekly hours and coming closures, as its managers edit them",
        params: staffClubParamsSchema,
        response: { 200: staffClubSettingsAnswerSchema },
      },
    },
    async (request) => settings(await staffClubs.settings(request.member, request.params.clubId)),
  );

  app.put(
    '/staff/clubs/:clubId/hours',
    {
      schema: {
        tags: ['staff'],
        summary: "Replace a club's weekly hours (minutes past midnight on the club's clock, Sunday first)",
        description: AUDITED,
        params: staffClubParamsSchema,
        body: hoursBodySchema,
        response: { 200: staffClubSettingsAnswerSchema },
      },
    },
    async (request) => settings(await staffClubs.setHours(request.member, request.params.clubId, request.body.weekly)),
  );

  app.put(
    '/staff/clubs/:clubId/capacity',
    {
      schema: {
        tags: ['staff'],
        summary: "Set a club's total capacity, which how busy it is is measured against",
        description: AUDITED,
        params: staffClubParamsSchema,
        body: capacityBodySchema,
        response: { 200: staffClubSettingsAnswerSchema },
      },
    },
    async (request) =>
      settings(await staffClubs.setCapacity(request.member, request.params.clubId, request.body.totalCapacity)),
  );

  app.post(
    '/staff/clubs/:clubId/closures',
    {
      schema: {
        tags: ['staff'],
        summary: 'Close a club for a day, or give it special hours that day (a holiday, maintenance)',
        description: `From today on; 409 when the club has one that day already. ${AUDITED}`,
        params: staffClubParamsSchema,
        body: closureBodySchema,
        response: { 201: staffClubSettingsAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(settings(await staffClubs.addClosure(request.member, request.params.clubId, request.body))),
  );

  app.delete(
    '/staff/clubs/:clubId/closures/:closureId',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove a closure: the weekly hours hold that day again',
        description: AUDITED,
        params: staffClosureParamsSchema,
        response: { 200: staffClubSettingsAnswerSchema },
      },
    },
    async (request) =>
      settings(await staffClubs.removeClosure(request.member, request.params.clubId, request.params.closureId)),
  );

  app.get(
    '/staff/clubs/:clubId/occupancy',
    {
      schema: {
        tags: ['staff'],
        summary: 'People in the club per hour of the day over the last 30 days: the mean and the peak',
        params: staffClubParamsSchema,
        response: { 200: occupancyChartAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staffClubs.occupancy(request.member, request.params.clubId),
    }),
  );
};
