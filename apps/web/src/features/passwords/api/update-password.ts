import { updatePasswordAnswerSchema } from '@gym/contracts/passwords';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/update_password for the signed-in member (the session's bearer token). A plain call: the page
 * shows the specification's texts rather than the global banner's. The answer carries a fresh token: the change
 * ended the one it was sent with (docs/decisions/0020).
 */
export function updatePassword(oldPassword: string, password: string) {
  return apiRequest('/auth/update_password', {
    method: 'POST',
    body: { oldPassword, password },
    schema: updatePasswordAnswerSchema,
  });
}
