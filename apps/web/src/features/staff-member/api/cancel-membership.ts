import { type StaffCancellationBody, staffCancellationAnswerSchema } from '@gym/contracts/staff-member-actions';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/** POST /staff/members/:memberId/cancellation: notice given today as the member would give it. */
export const cancelMembership = (memberId: string, body: StaffCancellationBody) =>
  apiRequest(memberPath(memberId, 'cancellation'), { method: 'POST', body, schema: staffCancellationAnswerSchema });

export const useCancelMembership = (memberId: string) => useMemberAction(memberId, cancelMembership);
