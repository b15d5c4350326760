import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type MemberDocumentType, memberDocuments } from '../../../db/schema';

export type MemberDocumentRow = typeof memberDocuments.$inferSelect;

/** member_documents: the member's PDFs (the agreement, receipts), whichever domain makes them. */
export class MemberDocumentsRepository {
  constructor(private readonly db: Database) {}

  /** Undefined when the charge already has a receipt (two made at once: the first one stays). */
  async add(values: typeof memberDocuments.$inferInsert): Promise<MemberDocumentRow | undefined> {
    const [row] = await this.db.insert(memberDocuments).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The newest document of a type, optionally only one made since `since`. */
  async latest(userId: string, type: MemberDocumentType, since?: Date): Promise<MemberDocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(memberDocuments)
      .where(
        and(
          eq(memberDocuments.userId, userId),
          eq(memberDocuments.type, type),
          since ? gte(memberDocuments.createdAt, since) : undefined,
        ),
      )
      .orderBy(desc(memberDocuments.createdAt))
      .limit(1);
    return row;
  }

  async receiptFor(chargeId: string): Promise<MemberDocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(memberDocuments)
      .where(and(eq(memberDocuments.chargeId, chargeId), eq(memberDocuments.type, 'receipt')))
      .limit(1);
    return row;
  }
}
