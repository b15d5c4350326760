import { resumeSignupAnswerSchema } from '@gym/contracts/signup-resume';
import { signupRequest } from './signup-request';

/** POST /sign-up/resume: redeems a reminder's link (once) and answers the saved sign-up. */
export async function resumeSignup(token: string) {
  const answer = await signupRequest('/sign-up/resume', {
    method: 'POST',
    body: { token },
    schema: resumeSignupAnswerSchema,
  });
  return answer.data;
}
