import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_PASS_TEMPLATES,
  guestPassesAnswerSchema,
  issueGuestPassAnswerSchema,
  issueGuestPassBodySchema,
} from '@gym/contracts/guest-passes';
import { sharedText } from '../../../lib/i18n/translator';
import type { GuestPassesService } from './guest-passes.service';

const TAGS = ['membership'];

/** The member's guest passes (member-auth scope; docs/decisions/0028). The front desk takes them at check-in. */
export const guestPassesRoutes: FastifyPluginAsyncZod<{ guestPasses: GuestPassesService }> = async (
  app,
  { guestPasses },
) => {
  app.get(
    '/membership/guest-passes',
    {
      schema: {
        tags: TAGS,
        summary: "The member's guest passes: this month's allowance, given, used and left, and the passes given",
        description:
          'Counted per billing month (club time, America/Los_Angeles). refusal says why none can be given now ' +
          '(no active membership, none on the plan, frozen, suspended, none left), or is null.',
        response: { 200: guestPassesAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await guestPasses.view(request.member.id, request.locale) }),
  );

  app.post(
    '/membership/guest-passes',
    {
      schema: {
        tags: TAGS,
        summary: 'Gives a guest a day pass: its code and QR code are e-mailed to the guest',
        description:
          '409 with the reason when none can be given (none left this month, none on the plan, the membership ' +
          'frozen, suspended or not active). The pass is valid until the last day of the month.',
        body: issueGuestPassBodySchema,
        response: { 200: issueGuestPassAnswerSchema },
      },
    },
    async (request) => {
      const pass = await guestPasses.issue(request.member.id, request.body);
      const names = { guestName: pass.guestName, guestEmail: pass.guestEmail };
      return { success: true, message: sharedText(request.locale, GUEST_PASS_TEMPLATES.issued, names), data: pass };
    },
  );
};
