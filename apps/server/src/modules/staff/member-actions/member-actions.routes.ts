import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_ACTION_MESSAGES,
  STAFF_ACTION_TEMPLATES,
  staffAdjustmentAnswerSchema,
  staffAdjustmentBodySchema,
  staffCancellationAnswerSchema,
  staffCancellationBodySchema,
  staffFreezeAnswerSchema,
  staffFreezeBodySchema,
  staffMemberActionParamsSchema,
  staffRefundAnswerSchema,
  staffRefundBodySchema,
} from '@gym/contracts/staff-member-actions';
import type { UserRole } from '@gym/contracts/auth';
import { formatCurrency } from '@gym/contracts/money';
import type { Clock } from '../../../lib/clock';
import { requireRoles } from '../../../plugins/member-auth';
import type { StaffScopes } from '../scope';
import type { StaffAdjustmentsRepository } from './staff-adjustments.repository';
import type { StaffMembershipActions } from './staff-membership-actions';
import type { StaffRefundsService } from './staff-refunds.service';
import { sharedText } from '../../../lib/i18n/translator';

const TAGS = ['staff'];
const SCOPE_NOTE =
  "Managers and the director only (403 for the front desk); 404 for a member whose home club is not one of the account's.";

/** A member's money and membership, changed by staff with a reason (docs/decisions/0034): register in member-auth. */
export const memberActionsRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  scopes: StaffScopes;
  refunds: StaffRefundsService;
  adjustments: StaffAdjustmentsRepository;
  membership: StaffMembershipActions;
}> = async (app, { clock, scopes, refunds, adjustments, membership }) => {
  app.addHook('onRequest', requireRoles('manager', 'director'));
  const member = (request: { member: { id: string; role: UserRole }; params: { memberId: string } }) =>
    scopes.requireMember(request.member, request.params.memberId);

  app.post(
    '/staff/members/:memberId/refunds',
    {
      schema: {
        tags: TAGS,
        summary: "Refund a member's payment, whole or part, through the provider, once per requestKey",
        description:
          `${SCOPE_NOTE} The same requestKey sent again answers the same refund. 409 when more than what is left ` +
          'of the payment is asked for. `data.status` pending: the provider has not answered; it is completed ' +
          'automatically. failed: the provider refused it (nothing was refunded).',
        params: staffMemberActionParamsSchema,
        body: staffRefundBodySchema,
        response: { 200: staffRefundAnswerSchema },
      },
    },
    async (request) => refunds.refund(request.member.id, await member(request), request.body, request.locale),
  );

  app.post(
    '/staff/members/:memberId/adjustments',
    {
      schema: {
        tags: TAGS,
        summary: "Credit a member's balance, or waive dues or a fee (once per ledger entry)",
        description: `${SCOPE_NOTE} A balance it settles restores a past-due or suspended membership at once.`,
        params: staffMemberActionParamsSchema,
        body: staffAdjustmentBodySchema,
        response: { 200: staffAdjustmentAnswerSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const outcome = await adjustments.record({
        actorId: request.member.id,
        member: await member(request),
        amountCents: body.amountCents,
        reason: body.reason,
        at: clock.now(),
        ...(body.kind === 'waive' ? { kind: 'waive', ledgerEntryId: body.ledgerEntryId! } : { kind: 'credit' }),
      });
      const { locale } = request;
      const amount = { amount: formatCurrency(body.amountCents) };
      const done = sharedText(
        locale,
        body.kind === 'credit' ? STAFF_ACTION_TEMPLATES.credited : STAFF_ACTION_TEMPLATES.waived,
        amount,
      );
      return {
        success: true,
        message: outcome.standingRestored
          ? `${done} ${sharedText(locale, STAFF_ACTION_MESSAGES.standingRestored)}`
          : done,
        data: {
          ledgerEntryId: outcome.ledgerEntryId,
          kind: body.kind,
          adjustment: { amount: formatCurrency(body.amountCents), amountCents: body.amountCents },
          balance: { amount: formatCurrency(outcome.balanceCents), amountCents: outcome.balanceCents },
          standingRestored: outcome.standingRestored,
        },
      };
    },
  );

  app.post(
    '/staff/members/:memberId/freeze',
    {
      schema: {
        tags: TAGS,
        summary: "Freeze the member's membership for 1 to 3 months on their behalf (the member's own rules)",
        description: `${SCOPE_NOTE} A 409 with the reason when the rules refuse it; the member is e-mailed as usual.`,
        params: staffMemberActionParamsSchema,
        body: staffFreezeBodySchema,
        response: { 200: staffFreezeAnswerSchema },
      },
    },
    async (request) => {
      const freeze = await membership.freeze(
        request.member.id,
        await member(request),
        request.body.months,
        request.body.reason,
      );
      const message = sharedText(request.locale, STAFF_ACTION_TEMPLATES.frozen, { reference: freeze.reference });
      return { success: true, message, data: freeze };
    },
  );

  app.post(
    '/staff/members/:memberId/cancellation',
    {
      schema: {
        tags: TAGS,
        summary: "Give notice to cancel the member's membership today on their behalf (the member's own rules)",
        description: `${SCOPE_NOTE} Within five business days of signing it ends today and every payment is refunded.`,
        params: staffMemberActionParamsSchema,
        body: staffCancellationBodySchema,
        response: { 200: staffCancellationAnswerSchema },
      },
    },
    async (request) => {
      const cancellation = await membership.cancel(request.member.id, await member(request), request.body.reason);
      const reference = { reference: cancellation.reference };
      const message = sharedText(request.locale, STAFF_ACTION_TEMPLATES.cancelled, reference);
      return { success: true, message, data: cancellation };
    },
  );
};
