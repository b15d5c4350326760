import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_ROLES, MEMBER_SEARCH, memberSearchAnswerSchema, memberSearchQuerySchema } from '@gym/contracts/staff';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffScopes } from '../scope';
import type { MemberSearchRepository } from './member-search.repository';

/** GET /staff/members: register inside the member-auth scope. */
export const memberSearchRoutes: FastifyPluginAsyncZod<{
  scopes: StaffScopes;
  search: MemberSearchRepository;
}> = async (app, { scopes, search }) => {
  app.get(
    '/staff/members',
    {
      onRequest: requireRoles(...CONSOLE_ROLES),
      schema: {
        tags: ['staff'],
        summary: "Find members of the account's clubs by name (typos forgiven), e-mail, phone or member number",
        description:
          `At most ${MEMBER_SEARCH.limit}, the best first. A member whose home club is not one of the account's ` +
          'is not found (the director works every club).',
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchAnswerSchema },
      },
    },
    async (request) => {
      const scope = await scopes.of(request.member);
      return { members: await search.search(request.query.q, scope.allClubs ? null : scope.clubIds) };
    },
  );
};
