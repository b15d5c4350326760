import { useQuery } from '@tanstack/react-query';
import { membershipQueryOptions } from '../../../lib/membership-query';

/** The member's own membership (GET /membership): null for an account without one. */
export function useMembership() {
  return useQuery(membershipQueryOptions());
}
