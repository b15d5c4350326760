import { useMutation } from '@tanstack/react-query';
import { type Contact, START_CONVERSATION_MESSAGES, startConversationAnswerSchema } from '@gym/contracts/chat';
import { apiRequest } from '../../../lib/api-client';
import { updateContacts } from './get-contacts';

/** POST /messages/conversations: the member as a contact, with the conversation the director already has. */
export function startConversation(personId: string) {
  return apiRequest('/messages/conversations', {
    method: 'POST',
    body: { personId },
    schema: startConversationAnswerSchema,
  });
}

/** The contact joins (or refreshes in) the cached list, so the dialog with them can open at once. */
function withContact(contacts: Contact[], contact: Contact): Contact[] {
  const others = contacts.filter((known) => known.userId !== contact.userId);
  return [contact, ...others];
}

export function useStartConversation(myId: string) {
  return useMutation({
    mutationFn: startConversation,
    meta: { errorMessage: START_CONVERSATION_MESSAGES.startFailed },
    onSuccess: ({ contact }) => updateContacts(myId, (contacts) => withContact(contacts, contact)),
  });
}
