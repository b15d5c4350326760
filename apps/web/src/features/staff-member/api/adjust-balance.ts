import { type StaffAdjustmentBody, staffAdjustmentAnswerSchema } from '@gym/contracts/staff-member-actions';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/** POST /staff/members/:memberId/adjustments: a credit, or waiving a fee or dues entry. */
export const adjustBalance = (memberId: string, body: StaffAdjustmentBody) =>
  apiRequest(memberPath(memberId, 'adjustments'), { method: 'POST', body, schema: staffAdjustmentAnswerSchema });

export const useAdjustBalance = (memberId: string) => useMemberAction(memberId, adjustBalance);
