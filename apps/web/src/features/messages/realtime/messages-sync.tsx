import { useEffect } from 'react';
import { CHAT_MESSAGES, chatMessageSchema } from '@gym/contracts/chat';
import { showBanner } from '../../../lib/banner-store';
import { sharedText } from '../../../lib/i18n/catalog';
import { queryClient } from '../../../lib/query-client';
import { realtimeSocket, useRealtimeEvent } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { contactsQueryOptions, refetchContacts, updateContacts } from '../api/get-contacts';
import { messagesQueryOptions, updateMessages } from '../api/get-messages';
import { appendMessage, counterpartOf, markRead } from '../lib/conversations';

/**
 * Keeps the signed-in account's messages cache current from the socket (section 4): a new incoming or sent
 * message is appended to the history and the latest list, read receipts mark messages read, presence updates
 * the contacts. Mounted once for the whole app, so the navigation's unread count is live on every page.
 */
export function MessagesSync() {
  const myId = useSession()?.user.sfId;

  useRealtimeEvent('message', (payload) => {
    if (!myId) return;
    const parsed = chatMessageSchema.safeParse(payload);
    if (!parsed.success) {
      showBanner(sharedText(CHAT_MESSAGES.receiveFailed));
      return;
    }
    const message = parsed.data;
    const history = queryClient.getQueryData(messagesQueryOptions(myId).queryKey);
    // Not loaded yet (or loading): the load may have started before this message was saved, so load again.
    if (!history) void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(myId).queryKey });
    else updateMessages(myId, (state) => appendMessage(state, message, myId));
    const contacts = queryClient.getQueryData(contactsQueryOptions(myId).queryKey);
    const person = counterpartOf(message, myId);
    if (contacts && !contacts.some((contact) => contact.userId === person)) void refetchContacts(myId);
  });

  useRealtimeEvent('message read success', ({ ids }) => {
    if (myId) updateMessages(myId, (state) => markRead(state, ids));
  });

  useRealtimeEvent('online', ({ userId, online }) => {
    if (!myId) return;
    updateContacts(myId, (contacts) =>
      contacts.map((contact) =>
        contact.userId === userId && contact.online !== online ? { ...contact, online } : contact,
      ),
    );
  });

  // After a dropped connection comes back, events sent meanwhile were missed: load the conversations again.
  useEffect(() => {
    if (!myId) return;
    const manager = realtimeSocket().io;
    const reload = () => void queryClient.invalidateQueries({ queryKey: ['messages', myId] });
    manager.on('reconnect', reload);
    return () => {
      manager.off('reconnect', reload);
    };
  }, [myId]);

  return null;
}
