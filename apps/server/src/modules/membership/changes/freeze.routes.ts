import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FREEZE_TEMPLATES,
  freezeAnswerSchema,
  freezeBodySchema,
  freezeStatusAnswerSchema,
  unfreezeAnswerSchema,
} from '@gym/contracts/membership-freeze';
import { sharedText } from '../../../lib/i18n/translator';
import type { FreezeService } from './freeze.service';

const TAGS = ['membership'];

/** Freezing the member's own membership (member-auth scope; docs/decisions/0028). */
export const freezeRoutes: FastifyPluginAsyncZod<{ freezes: FreezeService }> = async (app, { freezes }) => {
  app.get(
    '/membership/freeze',
    {
      schema: {
        tags: TAGS,
        summary: 'What freezing the membership now would do: the choices of 1 to 3 months, or why not',
        description:
          'Each option names its last frozen month, the day billing resumes and the fee; `freeze` is the ' +
          'current or upcoming freeze, `unavailable` the reason no freeze can be asked for now.',
        response: { 200: freezeStatusAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await freezes.status(request.member.id, request.locale) }),
  );

  app.post(
    '/membership/freeze',
    {
      schema: {
        tags: TAGS,
        summary: 'Freezes the membership for 1 to 3 months from the next billing day, at the monthly freeze fee',
        description: 'A 409 with the reason when the membership cannot be frozen so (see GET).',
        body: freezeBodySchema,
        response: { 200: freezeAnswerSchema },
      },
    },
    async (request) => {
      const freeze = await freezes.freeze(request.member.id, request.body.months, undefined, request.locale);
      const message = sharedText(request.locale, FREEZE_TEMPLATES.confirmed, { reference: freeze.reference });
      return { success: true, message, data: freeze };
    },
  );

  app.delete(
    '/membership/freeze',
    {
      schema: {
        tags: TAGS,
        summary: 'Unfreezes: withdraws a freeze not begun, or ends the one in effect today',
        response: { 200: unfreezeAnswerSchema },
      },
    },
    async (request) => freezes.unfreeze(request.member.id),
  );
};
