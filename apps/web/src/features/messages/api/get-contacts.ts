import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES, type Contact, contactsAnswerSchema } from '@gym/contracts/chat';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * GET /messages/contacts: the people this account may talk to, with names and presence. Refetched only when a
 * message arrives from someone not on the list (a member writing to a trainer for the first time).
 */
export const contactsQueryOptions = (myId: string) =>
  queryOptions({
    queryKey: ['messages', myId, 'contacts'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/messages/contacts', { schema: contactsAnswerSchema, signal })).contacts,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: CHAT_MESSAGES.loadDialogFailed },
  });

export function useContacts(myId: string | undefined) {
  return useQuery({ ...contactsQueryOptions(myId ?? ''), enabled: Boolean(myId) });
}

export function updateContacts(myId: string, change: (contacts: Contact[]) => Contact[]) {
  queryClient.setQueryData(contactsQueryOptions(myId).queryKey, (contacts) => (contacts ? change(contacts) : contacts));
}

export function refetchContacts(myId: string) {
  return queryClient.invalidateQueries({ queryKey: contactsQueryOptions(myId).queryKey });
}
