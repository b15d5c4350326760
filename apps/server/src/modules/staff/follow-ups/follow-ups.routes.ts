import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  abandonedSignupsAnswerSchema,
  abandonedSignupsQuerySchema,
  followUpMarkAnswerSchema,
  memberParamsSchema,
  pastDueAnswerSchema,
  pastDueQuerySchema,
  signupParamsSchema,
} from '@gym/contracts/staff-follow-ups';
import { requireRoles } from '../../../plugins/member-auth';
import type { FollowUpsService } from './follow-ups.service';

/**
 * The follow-ups page's routes: register inside the member-auth scope. Managers and the director only: the front
 * desk's work is the desk (issue 15's roles), and these lists carry what visitors typed and what members owe.
 */
export const followUpsRoutes: FastifyPluginAsyncZod<{ followUps: FollowUpsService }> = async (app, { followUps }) => {
  const onRequest = requireRoles('manager', 'director');
  const tags = ['staff'];

  app.get(
    '/staff/follow-ups/signups',
    {
      onRequest,
      schema: {
        tags,
        summary: "Sign-ups abandoned before 'Congratulation!' whose club is one of the account's",
        description: 'Idle for an hour or more, active in the last `days` (7 by default, at most 90), newest first.',
        querystring: abandonedSignupsQuerySchema,
        response: { 200: abandonedSignupsAnswerSchema },
      },
    },
    async (request) => ({ signups: await followUps.abandonedSignups(request.member, request.query) }),
  );

  app.post(
    '/staff/follow-ups/signups/:signupId/reminder',
    {
      onRequest,
      schema: {
        tags,
        summary: 'E-mails the visitor a link that resumes their sign-up (once, within 7 days)',
        params: signupParamsSchema,
        response: { 200: followUpMarkAnswerSchema },
      },
    },
    async (request) => ({ mark: await followUps.sendReminder(request.member, request.params.signupId) }),
  );

  app.post(
    '/staff/follow-ups/signups/:signupId/contacted',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Marks an abandoned sign-up contacted',
        params: signupParamsSchema,
        response: { 200: followUpMarkAnswerSchema },
      },
    },
    async (request) => ({ mark: await followUps.markSignupContacted(request.member, request.params.signupId) }),
  );

  app.get(
    '/staff/follow-ups/past-due',
    {
      onRequest,
      schema: {
        tags,
        summary: "Past-due and suspended members of the account's clubs, with what they owe",
        querystring: pastDueQuerySchema,
        response: { 200: pastDueAnswerSchema },
      },
    },
    async (request) => ({ members: await followUps.pastDueMembers(request.member, request.query) }),
  );

  app.post(
    '/staff/follow-ups/past-due/:memberId/contacted',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Marks a past-due member contacted',
        params: memberParamsSchema,
        response: { 200: followUpMarkAnswerSchema },
      },
    },
    async (request) => ({ mark: await followUps.markMemberContacted(request.member, request.params.memberId) }),
  );
};
