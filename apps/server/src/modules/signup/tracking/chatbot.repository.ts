import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatbotRecords } from '../../../db/schema';

export class ChatbotRepository {
  constructor(private readonly db: Database) {}

  /** Creates the record once; a second insert for the same session changes nothing. */
  async insert(sessionId: string): Promise<void> {
    await this.db
      .insert(chatbotRecords)
      .values({ sessionId })
      .onConflictDoNothing({ target: chatbotRecords.sessionId });
  }

  /** false when no record has the session id. */
  async update(sessionId: string, values: { currentPage: string; location?: string }): Promise<boolean> {
    const rows = await this.db
      .update(chatbotRecords)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(chatbotRecords.sessionId, sessionId))
      .returning({ sessionId: chatbotRecords.sessionId });
    return rows.length > 0;
  }
}
