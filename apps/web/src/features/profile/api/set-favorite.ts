import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authAnswerSchema } from '@gym/contracts/auth';
import { PROFILE_MESSAGES } from '@gym/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

/**
 * POST /auth/favorite: the answer is a new token that carries the new favourite club (docs/decisions/0010);
 * it becomes the session's, and the profile is read again for the club's name.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favoriteLocation: string) =>
      apiRequest('/auth/favorite', { method: 'POST', body: { favoriteLocation }, schema: authAnswerSchema }),
    meta: { errorMessage: PROFILE_MESSAGES.favoriteError },
    onSuccess: async (answer) => {
      signIn(answer);
      await queryClient.invalidateQueries({ queryKey: ['contacts', 'profile'] });
    },
  });
}
