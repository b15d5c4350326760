import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signupCards } from '../../../db/schema';

export type SignupCardRow = typeof signupCards.$inferSelect;
export type SignupCardValues = Omit<typeof signupCards.$inferInsert, 'id' | 'nickname' | 'createdAt' | 'updatedAt'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cards given during a sign-up (insert-card-details), keyed by the provider's token. */
export class SignupCardsRepository {
  constructor(private readonly db: Database) {}

  /** Adds the card, or updates the one with this token; answers its id (the creditCardId). */
  async upsert(values: SignupCardValues): Promise<string> {
    const { token: _token, ...changes } = values;
    const [row] = await this.db
      .insert(signupCards)
      .values(values)
      .onConflictDoUpdate({ target: signupCards.token, set: { ...changes, updatedAt: sql`now()` } })
      .returning({ id: signupCards.id });
    if (!row) throw new Error('signup card upsert returned no row');
    return row.id;
  }

  async findByToken(token: string): Promise<SignupCardRow | undefined> {
    const [row] = await this.db.select().from(signupCards).where(eq(signupCards.token, token));
    return row;
  }

  /** False when no card has the id. */
  async setNickname(id: string, nickname: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.db
      .update(signupCards)
      .set({ nickname, updatedAt: sql`now()` })
      .where(eq(signupCards.id, id))
      .returning({ id: signupCards.id });
    return rows.length > 0;
  }
}
