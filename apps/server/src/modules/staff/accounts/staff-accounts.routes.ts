import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffAccountBodySchema,
  staffAccountListSchema,
  staffAccountParamsSchema,
  staffAccountSchema,
  updateStaffAccountBodySchema,
} from '@gym/contracts/staff';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffAccountsService } from './staff-accounts.service';

/** The director's staff accounts: register inside the member-auth scope. */
export const staffAccountsRoutes: FastifyPluginAsyncZod<{ staffAccounts: StaffAccountsService }> = async (
  app,
  { staffAccounts },
) => {
  app.addHook('onRequest', requireRoles('director'));

  app.get(
    '/staff/accounts',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every staff account (front desk, managers, the director) with its clubs; the director only',
        response: { 200: staffAccountListSchema },
      },
    },
    async () => ({ accounts: await staffAccounts.list() }),
  );

  app.post(
    '/staff/accounts',
    {
      schema: {
        tags: ['staff'],
        summary: 'Make a front-desk or manager account for some clubs; it is e-mailed a set-password link',
        description: "409 when an account already has the e-mail; 400 'club does not exist' for an unknown club.",
        body: createStaffAccountBodySchema,
        response: { 201: staffAccountSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await staffAccounts.create(request.member.id, request.body)),
  );

  app.put(
    '/staff/accounts/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "Change a staff account's role and clubs; its sessions end so the next sign-in carries them",
        description: "404 for no such account or a director's; 409 for the director's own account.",
        params: staffAccountParamsSchema,
        body: updateStaffAccountBodySchema,
        response: { 200: staffAccountSchema },
      },
    },
    (request) => staffAccounts.update(request.member.id, request.params.id, request.body),
  );

  app.post(
    '/staff/accounts/:id/deactivate',
    {
      schema: {
        tags: ['staff'],
        summary: 'Deactivate a staff account: it cannot sign in, and its sessions end at once',
        description: "404 for no such account or a director's; 409 for the director's own account.",
        params: staffAccountParamsSchema,
        response: { 200: staffAccountSchema },
      },
    },
    (request) => staffAccounts.deactivate(request.member.id, request.params.id),
  );
};
