import { type LoginBody, authAnswerSchema } from '@gym/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth. A plain call, not a mutation: the app's mutation cache would put every failure in the global
 * banner, while the login form shows most of them itself (section 8). No bearer token: a stale one is no help.
 */
export function signInRequest(body: LoginBody) {
  return apiRequest('/auth', { method: 'POST', body, schema: authAnswerSchema, token: null });
}
