import { type StaffFreezeBody, staffFreezeAnswerSchema } from '@gym/contracts/staff-member-actions';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/** POST /staff/members/:memberId/freeze: the member's own freeze rules, on their behalf. */
export const freezeMembership = (memberId: string, body: StaffFreezeBody) =>
  apiRequest(memberPath(memberId, 'freeze'), { method: 'POST', body, schema: staffFreezeAnswerSchema });

export const useFreezeMembership = (memberId: string) => useMemberAction(memberId, freezeMembership);
