import { type MemberMailBody, memberMailAnswerSchema } from '@gym/contracts/staff-member';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/** POST /staff/members/:memberId/password-link (managers and the director). */
export const sendPasswordLink = (memberId: string, body: MemberMailBody) =>
  apiRequest(memberPath(memberId, 'password-link'), { method: 'POST', body, schema: memberMailAnswerSchema });

export const useSendPasswordLink = (memberId: string) => useMemberAction(memberId, sendPasswordLink);
