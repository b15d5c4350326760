import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLAN_CHANGE_MESSAGES,
  planChangeAnswerSchema,
  planChangeBodySchema,
  planChangeStatusAnswerSchema,
} from '@gym/contracts/plan-change';
import type { PlanChangeService } from './plan-change.service';

const TAGS = ['membership'];

/** Changing plan or home club (member-auth scope; docs/decisions/0028). */
export const planChangeRoutes: FastifyPluginAsyncZod<{ planChanges: PlanChangeService }> = async (
  app,
  { planChanges },
) => {
  app.get(
    '/membership/plan-change',
    {
      schema: {
        tags: TAGS,
        summary: 'The plans and clubs the member may change to, with the money and dates; a scheduled change',
        description:
          'Every monthly plan sold at each club other than the current one: an upgrade (costs more) takes effect ' +
          'today and charges the prorated difference for the rest of the month; any other from the next billing ' +
          'day. `blocked` says why no change can be made (cancelling, frozen, a pass, no membership, one open).',
        response: { 200: planChangeStatusAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await planChanges.status(request.member.id, request.locale) }),
  );

  app.post(
    '/membership/plan-change',
    {
      // The signature is a PNG data URL: more than the default 1 MiB body may be needed for a large drawing.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Changes plan or home club, signed with an updated agreement (typed or drawn signature, ESIGN)',
        description:
          "An upgrade's difference is charged to the primary card at once (402 with the provider's text when " +
          'declined: nothing changes); any other change is scheduled for the next billing day. 409 while another ' +
          'change is open. The reference (CHG-...) is e-mailed with the agreement.',
        body: planChangeBodySchema,
        response: { 200: planChangeAnswerSchema },
      },
    },
    async (request) => {
      const { change, message } = await planChanges.change(request.member.id, request.body, request.ip);
      return { success: true, message, data: change };
    },
  );

  app.delete(
    '/membership/plan-change',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraws the scheduled change of plan or club (404 when there is none)',
        response: { 200: planChangeAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: PLAN_CHANGE_MESSAGES.withdrawn,
      data: await planChanges.withdraw(request.member.id),
    }),
  );
};
