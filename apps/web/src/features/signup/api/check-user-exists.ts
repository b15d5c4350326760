import { useMutation } from '@tanstack/react-query';
import { checkUserExistsAnswerSchema } from '@gym/contracts/signup-lookup';
import { signupRequest } from './signup-request';

/** Former or existing member (200, with the member number) or a new person (404), and whether they may join. */
export async function checkUserExists(email: string) {
  const answer = await signupRequest('/api/ols/check-user-exists', {
    method: 'POST',
    body: { email },
    schema: checkUserExistsAnswerSchema,
  });
  return answer.data;
}

export function useCheckUserExists() {
  return useMutation({ mutationFn: checkUserExists });
}
