import { IDEMPOTENCY_KEY_HEADER, joinAnswerSchema } from '@gym/contracts/join';
import type { JoinPayload } from '../lib/build-join-payload';
import { signupRequest } from './signup-request';

/**
 * create-user for a new person, update-user for a former member; `retry` uses the -retry twin on the
 * 60 s client. The run key makes every call of one run the same request to the server.
 */
export function submitJoin(join: JoinPayload, key: string, retry: boolean) {
  const path = join.kind === 'new' ? '/api/ols/create-user' : '/api/ols/update-user';
  return signupRequest(retry ? `${path}-retry` : path, {
    method: 'POST',
    body: join.payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    schema: joinAnswerSchema,
    long: retry,
  });
}
