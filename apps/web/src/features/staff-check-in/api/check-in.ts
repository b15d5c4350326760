import { useMutation } from '@tanstack/react-query';
import { type CheckInBody, checkInAnswerSchema } from '@gym/contracts/visits';
import { apiRequest } from '../../../lib/api-client';

/** POST /staff/check-ins: the member behind a scanned code, and their visit at the desk's club. */
export async function checkIn(body: CheckInBody) {
  return (await apiRequest('/staff/check-ins', { method: 'POST', body, schema: checkInAnswerSchema })).data;
}

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}
