import { useEffect } from 'react';
import { CHAT_LIMITS, type ChatMessage } from '@gym/contracts/chat';
import { emitWithAck, useRealtimeStatus } from '../../../lib/realtime';
import { updateMessages } from '../api/get-messages';
import { markRead, unreadIdsFrom } from '../lib/conversations';

/**
 * The open dialog reads what arrives (section 4): opening it marks that person's unread messages read, and a
 * message from them arriving while it is open is marked read at once. Both are the same rule — whenever the
 * open dialog holds unread messages from the other person, mark them and emit 'message read'
 * ({ ids, personId, myId }). They are marked in the cache first, so the next render does not send them again;
 * the server's 'message read success' confirms it and tells the sender (the read receipt).
 */
export function useMarkDialogRead(history: readonly ChatMessage[] | undefined, personId: string | null, myId: string) {
  const connected = useRealtimeStatus() === 'connected';
  const unread = history && personId ? unreadIdsFrom(history, personId, myId) : [];
  const key = unread.join(',');

  useEffect(() => {
    if (!personId || !connected || key === '') return;
    const ids = key.split(',');
    updateMessages(myId, (state) => markRead(state, ids));
    for (let start = 0; start < ids.length; start += CHAT_LIMITS.readIdsMax) {
      const chunk = ids.slice(start, start + CHAT_LIMITS.readIdsMax);
      emitWithAck('message read', { ids: chunk, personId, myId }).then(
        (answer) => {
          if (!answer.success) console.warn(`[messages] 'message read' refused: ${answer.error}`);
        },
        (error: unknown) => console.warn(`[messages] 'message read' not acknowledged: ${String(error)}`),
      );
    }
  }, [key, personId, myId, connected]);
}
