import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyClasses, myClassesAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';

/** Under the schedule's 'classes' prefix: a booking changes both, and one invalidation asks for both again. */
export const myClassesQueryKey = ['classes', 'bookings'] as const;

/** GET /classes/bookings: the member's upcoming and recent classes, strikes and any bar on booking. */
export async function getMyClasses(): Promise<MyClasses> {
  const answer = await apiRequest('/classes/bookings', { schema: myClassesAnswerSchema });
  return answer.data;
}

export const myClassesQueryOptions = () =>
  queryOptions({
    queryKey: myClassesQueryKey,
    queryFn: getMyClasses,
    // A place offered from the waitlist, or a promotion, shows without a reload.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    // The schedule and My classes say it in place, with a way to try again.
    meta: { silent: true },
  });

/** Only a member's account has bookings: asked for when `enabled`. */
export function useMyClasses(enabled: boolean) {
  return useQuery({ ...myClassesQueryOptions(), enabled });
}
