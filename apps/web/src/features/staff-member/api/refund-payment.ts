import { type StaffRefundBody, staffRefundAnswerSchema } from '@gym/contracts/staff-member-actions';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/**
 * POST /staff/members/:memberId/refunds. The body's requestKey is made once per dialog opening: a retry of the
 * same request (a double click, a timeout) is answered with the same refund, never a second one.
 */
export const refundPayment = (memberId: string, body: StaffRefundBody) =>
  apiRequest(memberPath(memberId, 'refunds'), { method: 'POST', body, schema: staffRefundAnswerSchema, long: true });

export const useRefundPayment = (memberId: string) => useMemberAction(memberId, refundPayment);
