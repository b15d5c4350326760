import { useMutation } from '@tanstack/react-query';
import {
  type CheckInBody,
  type DeskCheckInAnswer,
  type DeskMember,
  checkInRefusalSchema,
  deskCheckInAnswerSchema,
} from '@gym/contracts/visits';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** A scan's answer: let in (a member or a guest), or a known member refused, with who it was and why. */
export type DeskScan =
  { kind: 'checked-in'; answer: DeskCheckInAnswer['data'] } | { kind: 'refused'; member: DeskMember; reason: string };

/**
 * POST /staff/check-ins: the member behind a scanned code and their visit, or the guest a guest pass lets in. A
 * known member's refusal (409 with the member) is an answer the desk shows, not an error; any other failure throws.
 */
export async function checkIn(body: CheckInBody): Promise<DeskScan> {
  try {
    const answer = await apiRequest('/staff/check-ins', { method: 'POST', body, schema: deskCheckInAnswerSchema });
    return { kind: 'checked-in', answer: answer.data };
  } catch (error) {
    const refusal =
      error instanceof ApiError && error.status === 409 ? checkInRefusalSchema.safeParse(error.body) : null;
    if (refusal?.success) return { kind: 'refused', member: refusal.data.member, reason: refusal.data.message };
    throw error;
  }
}

export function useCheckIn() {
  // The desk shows every refusal in place (check-in-result.tsx): a banner would repeat it and outlive it.
  return useMutation({ mutationFn: checkIn, meta: { silent: true } });
}
