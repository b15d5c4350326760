import { useMutation } from '@tanstack/react-query';
import { type CheckInBody, deskCheckInAnswerSchema } from '@gym/contracts/visits';
import { apiRequest } from '../../../lib/api-client';

/** POST /staff/check-ins: the member behind a scanned code and their visit, or the guest a guest pass lets in. */
export async function checkIn(body: CheckInBody) {
  return (await apiRequest('/staff/check-ins', { method: 'POST', body, schema: deskCheckInAnswerSchema })).data;
}

export function useCheckIn() {
  // The desk shows every refusal in place (check-in-result.tsx): a banner would repeat it and outlive it.
  return useMutation({ mutationFn: checkIn, meta: { silent: true } });
}
