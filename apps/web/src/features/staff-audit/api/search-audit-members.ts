import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEMBER_SEARCH, memberSearchAnswerSchema } from '@gym/contracts/staff';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/members?q=: the members to pick for the member filter (name, e-mail, phone or member number). */
export function useAuditMemberSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['staff', 'members', 'search', query],
    queryFn: async () =>
      (await apiRequest('/staff/members', { query: { q: query }, schema: memberSearchAnswerSchema })).members,
    enabled: query.length >= MEMBER_SEARCH.minLength,
    placeholderData: keepPreviousData,
  });
}
