import { submitFailureDataAnswerSchema } from '@gym/contracts/join';
import { signupRequest } from './signup-request';

/** The text shown after a failed retry, with the gym's contact link. */
export async function getSubmitFailureMessage(): Promise<string> {
  const answer = await signupRequest('/api/ols/get-submit-failure-data', { schema: submitFailureDataAnswerSchema });
  return answer.data.message;
}
