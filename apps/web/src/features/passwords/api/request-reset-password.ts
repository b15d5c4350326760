import { passwordAnswerSchema } from '@gym/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/request_reset_password: the server e-mails the reset link. A plain call, not a mutation: the app's
 * mutation cache would put the server's text in the global banner, while the page shows the specification's.
 */
export function requestResetPassword(email: string) {
  return apiRequest('/auth/request_reset_password', {
    method: 'POST',
    body: { email },
    schema: passwordAnswerSchema,
    token: null,
  });
}
