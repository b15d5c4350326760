import { type TrackingRecord, setTrackingAnswerSchema } from '@gym/contracts/tracking';
import { signupRequest } from './signup-request';

/** Creates the tracking record (no session yet) or updates it; returns its session id. */
export async function setTracking(record: TrackingRecord): Promise<string> {
  const answer = await signupRequest('/dashboard/set-ols-tracking', {
    method: 'POST',
    body: record,
    schema: setTrackingAnswerSchema,
  });
  return answer.data.session;
}
