import { type MemberMailBody, memberMailAnswerSchema } from '@gym/contracts/staff-member';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/** POST /staff/members/:memberId/welcome-email (managers and the director). */
export const resendWelcome = (memberId: string, body: MemberMailBody) =>
  apiRequest(memberPath(memberId, 'welcome-email'), { method: 'POST', body, schema: memberMailAnswerSchema });

export const useResendWelcome = (memberId: string) => useMemberAction(memberId, resendWelcome);
