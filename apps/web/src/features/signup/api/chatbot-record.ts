import { successAnswerSchema } from '@gym/contracts/tracking';
import { signupRequest } from './signup-request';

/** The chatbot's record of this sign-up session. Its failures are only logged (the sign-up document, section 8). */
export async function insertChatbotRecord(sessionId: string): Promise<void> {
  try {
    await signupRequest('/api/ols/insert-chatbotols-record', {
      query: { sessionId },
      schema: successAnswerSchema,
    });
  } catch (error) {
    console.info('Chatbot record failed', error);
  }
}
