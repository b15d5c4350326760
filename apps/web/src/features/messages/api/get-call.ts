import { type CallPermission, callPermissionSchema } from '@gym/contracts/calls';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /calls?callId=: the call permission (section 3) — the two participants' ids and the TURN credentials for
 * this account. Read once per call when it starts connecting, so not cached.
 */
export function fetchCallPermission(callId: string): Promise<CallPermission> {
  return apiRequest('/calls', { query: { callId }, schema: callPermissionSchema });
}
