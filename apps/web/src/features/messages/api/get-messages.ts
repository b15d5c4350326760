import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES, type MessagesAnswer, messagesAnswerSchema } from '@gym/contracts/chat';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * GET /messages: the signed-in account's history and the latest message per counterpart. The socket events
 * keep this cache current (features/messages/realtime), so it is fetched once per session, never polled.
 */
export const messagesQueryOptions = (myId: string) =>
  queryOptions({
    queryKey: ['messages', myId, 'history'],
    queryFn: ({ signal }) => apiRequest('/messages', { schema: messagesAnswerSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: CHAT_MESSAGES.loadDialogFailed },
  });

export function useMessages(myId: string | undefined) {
  return useQuery({ ...messagesQueryOptions(myId ?? ''), enabled: Boolean(myId) });
}

/** Applies a change to the cached messages (a socket event, a send, a read mark); nothing before the first load. */
export function updateMessages(myId: string, change: (state: MessagesAnswer) => MessagesAnswer) {
  queryClient.setQueryData(messagesQueryOptions(myId).queryKey, (state) => (state ? change(state) : state));
}
