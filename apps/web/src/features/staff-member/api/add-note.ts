import { type AddMemberNoteBody, addMemberNoteAnswerSchema } from '@gym/contracts/staff-member';
import { apiRequest } from '../../../lib/api-client';
import { memberPath, useMemberAction } from './use-member-action';

/** POST /staff/members/:memberId/notes (any staff role). */
export const addNote = (memberId: string, body: AddMemberNoteBody) =>
  apiRequest(memberPath(memberId, 'notes'), { method: 'POST', body, schema: addMemberNoteAnswerSchema });

export const useAddNote = (memberId: string) => useMemberAction(memberId, addNote);
