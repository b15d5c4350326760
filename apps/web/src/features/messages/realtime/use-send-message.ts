import { useMutation } from '@tanstack/react-query';
import { CHAT_MESSAGES } from '@gym/contracts/chat';
import { emitWithAck } from '../../../lib/realtime';
import { updateMessages } from '../api/get-messages';
import { appendMessage } from '../lib/conversations';

export interface SendMessageInput {
  receiverUserId: string;
  text: string;
  /** Whether the conversation is with the director (the server derives it again; the specification sends it). */
  isDirector: boolean;
}

/**
 * 'send message' over the socket (section 7) with the specification's fields. The acknowledged message is
 * appended at once; the server's echo to this account's other tabs carries the same id, so it is kept once.
 * A refusal, a timeout or a closed channel shows 'Failed to send a message.'.
 */
export function useSendMessage(myId: string) {
  return useMutation({
    mutationFn: async ({ receiverUserId, text, isDirector }: SendMessageInput) => {
      const answer = await emitWithAck('send message', { receiverUserId, text, isDirector, senderUserId: myId });
      if (!answer.success) throw new Error(answer.error);
      return answer.message;
    },
    onSuccess: (message) => updateMessages(myId, (state) => appendMessage(state, message, myId)),
    meta: { errorMessage: CHAT_MESSAGES.sendFailed },
  });
}
