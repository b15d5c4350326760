import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classRulesParamsSchema,
  classRulesSchema,
  classTypeRulesParamsSchema,
  clubClassRulesSchema,
} from '@gym/contracts/class-rules';
import { SESSION_EDIT_ROLES } from '@gym/contracts/staff-classes';
import { envelope } from '@gym/contracts/errors';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffClassRulesService } from './staff-class-rules.service';

const answer = { 200: envelope(clubClassRulesSchema) };
const AUDITED = 'Managers of the club and the director; in the audit log. Bookings and cancels from now on follow it.';

/** A club's booking rules in the console: register inside the member-auth scope. */
export const staffClassRulesRoutes: FastifyPluginAsyncZod<{ classRules: StaffClassRulesService }> = async (
  app,
  { classRules },
) => {
  const editors = requireRoles(...SESSION_EDIT_ROLES);
  const wrap = (data: Awaited<ReturnType<StaffClassRulesService['ofClub']>>) => ({ success: true as const, data });

  app.get(
    '/staff/clubs/:clubId/class-rules',
    {
      onRequest: editors,
      schema: {
        tags: ['staff'],
        summary: "A club's booking rules, its class types' own, and the defaults",
        params: classRulesParamsSchema,
        response: answer,
      },
    },
    async (request) => wrap(await classRules.ofClub(request.member, request.params.clubId)),
  );

  app.put(
    '/staff/clubs/:clubId/class-rules',
    {
      onRequest: editors,
      schema: {
        tags: ['staff'],
        summary: "Set the club's booking rules for its classes",
        description: AUDITED,
        params: classRulesParamsSchema,
        body: classRulesSchema,
        response: answer,
      },
    },
    async (request) =>
      wrap(await classRules.set(request.member, { clubId: request.params.clubId, classTypeId: null }, request.body)),
  );

  app.put(
    '/staff/clubs/:clubId/class-rules/:classTypeId',
    {
      onRequest: editors,
      schema: {
        tags: ['staff'],
        summary: "Set one class type's booking rules at the club (they replace the club's for it)",
        description: AUDITED,
        params: classTypeRulesParamsSchema,
        body: classRulesSchema,
        response: answer,
      },
    },
    async (request) => wrap(await classRules.set(request.member, request.params, request.body)),
  );

  app.delete(
    '/staff/clubs/:clubId/class-rules/:classTypeId',
    {
      onRequest: editors,
      schema: {
        tags: ['staff'],
        summary: "Remove a class type's own rules at the club: it follows the club's again",
        description: AUDITED,
        params: classTypeRulesParamsSchema,
        response: answer,
      },
    },
    async (request) => wrap(await classRules.set(request.member, request.params, null)),
  );
};
