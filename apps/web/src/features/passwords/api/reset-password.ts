import { passwordAnswerSchema } from '@gym/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/reset_password with the token of the e-mailed link (a reset link or a new member's set-password
 * link). No bearer token: the link is the proof. A plain call for the reason request-reset-password.ts gives.
 */
export function resetPassword(resetToken: string, password: string) {
  return apiRequest('/auth/reset_password', {
    method: 'POST',
    body: { resetToken, password },
    schema: passwordAnswerSchema,
    token: null,
  });
}
