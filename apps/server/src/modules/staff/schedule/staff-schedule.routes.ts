import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_EDIT_ROLES } from '@gym/contracts/staff-classes';
import { staffClubParamsSchema } from '@gym/contracts/staff-clubs';
import {
  classTypeAnswerSchema,
  classTypeBodySchema,
  classTypeParamsSchema,
  newSeriesBodySchema,
  seriesAnswerSchema,
  seriesChangeBodySchema,
  seriesParamsSchema,
  staffScheduleAnswerSchema,
} from '@gym/contracts/staff-schedule';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffScheduleService } from './staff-schedule.service';

const AUDITED = 'In the audit log. Managers for their clubs, the director for all; another club is refused (403).';

/** The schedule as managers make it: class types and weekly series. Register inside the member-auth scope. */
export const staffScheduleRoutes: FastifyPluginAsyncZod<{ staffSchedule: StaffScheduleService }> = async (
  app,
  { staffSchedule },
) => {
  app.addHook('onRequest', requireRoles(...SESSION_EDIT_ROLES));
  const answer = <T>(data: T) => ({ success: true as const, data });
  const type = { tags: ['staff'], body: classTypeBodySchema, response: { 200: classTypeAnswerSchema } };
  const series = { tags: ['staff'], response: { 200: seriesAnswerSchema } };

  app.get(
    '/staff/clubs/:clubId/schedule',
    {
      schema: {
        tags: ['staff'],
        summary: "A club's series, rooms and trainers, and the chain's class types, as its managers edit them",
        params: staffClubParamsSchema,
        response: { 200: staffScheduleAnswerSchema },
      },
    },
    async (request) => answer(await staffSchedule.schedule(request.member, request.params.clubId)),
  );

  app.post(
    '/staff/class-types',
    { schema: { ...type, summary: 'Add a class type to the chain', description: 'In the audit log.' } },
    async (request) => answer(await staffSchedule.createType(request.member, request.body)),
  );

  app.put(
    '/staff/class-types/:classTypeId',
    {
      schema: {
        ...type,
        summary: 'Change a class type',
        description:
          'In the audit log. A manager may change a type only when every club with it on its schedule is theirs ' +
          '(403 otherwise); a new length applies to its classes not yet started.',
        params: classTypeParamsSchema,
      },
    },
    async (request) => answer(await staffSchedule.updateType(request.member, request.params.classTypeId, request.body)),
  );

  app.post(
    '/staff/class-series',
    {
      schema: {
        ...series,
        summary: 'Add a weekly series to a club; its sessions are generated at once',
        description: `${AUDITED} The capacity is at most the room's; the trainer one of the club's.`,
        body: newSeriesBodySchema,
      },
    },
    async (request) => answer(await staffSchedule.createSeries(request.member, request.body)),
  );

  app.put(
    '/staff/class-series/:seriesId',
    {
      schema: {
        ...series,
        summary: 'Change a series: its classes to come follow it (docs/decisions/0051)',
        description:
          `${AUDITED} Classes not started, not cancelled and not moved on their own follow: those on a day it ` +
          'no longer meets (or after its last day) are cancelled, the rest moved or changed; everyone booked or ' +
          'waiting is told, with the reason. 409 when a class would hold fewer places than are taken.',
        params: seriesParamsSchema,
        body: seriesChangeBodySchema,
      },
    },
    async (request) => answer(await staffSchedule.changeSeries(request.member, request.params.seriesId, request.body)),
  );
};
