import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change to the member's classes (book, join a waitlist, cancel, leave, claim): whatever it answers, the
 * schedules and the member's bookings are asked for again ('classes' is both keys' prefix), since each moves the
 * places taken and the waitlists. The refusal is shown where the member acted, so no banner says it twice.
 */
export function useBookingChange<TAnswer, TInput>(request: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
