import { useQuery } from '@tanstack/react-query';
import { membershipQueryOptions } from '../../../lib/membership-query';

/** The member's membership, for the home's 'Manage membership' and 'Cancel membership'; quiet on failure. */
export function useHomeMembership() {
  return useQuery({ ...membershipQueryOptions(), meta: { silent: true } });
}
