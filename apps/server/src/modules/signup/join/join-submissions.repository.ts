import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type JoinAttemptStatus, joinAttempts, joinSubmissions } from '../../../db/schema';
import type { StoredJoinAnswer } from './join-answers';
import type { JoinPayload } from './join-payload';
import type { JoinQuote } from './join-quote';

/** The card of an attempt: what the provider and the sign-up said of it, never its number. */
export interface AttemptCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  billingName: string;
  nickname: string | null;
}

export interface JoinAttempt {
  runKey: string;
  cardToken: string;
  /** Who joins ('email:…' or 'member:…'): a pending attempt is their claim (docs/decisions/0023). */
  personKey: string;
  providerKey: string;
  status: JoinAttemptStatus;
  amountCents: number;
  payload: JoinPayload;
  quote: JoinQuote;
  card: AttemptCard;
  message: string | null;
  updatedAt: Date;
}

export type NewAttempt = Omit<JoinAttempt, 'status' | 'message' | 'updatedAt'>;

export interface JoinSubmission {
  runKey: string;
  status: 'pending' | 'succeeded';
  userId: string | null;
  answer: StoredJoinAnswer | null;
}

export const asAttempt = (row: typeof joinAttempts.$inferSelect): JoinAttempt => ({
  runKey: row.runKey,
  cardToken: row.cardToken,
  personKey: row.personKey,
  providerKey: row.providerKey,
  status: row.status,
  amountCents: row.amountCents,
  payload: row.payload as JoinPayload,
  quote: row.quote as JoinQuote,
  card: row.card as AttemptCard,
  message: row.message,
  updatedAt: row.updatedAt,
});

/**
 * join_submissions (one per wizard run) and join_attempts (one per card tried in a run); attempts are recorded
 * by JoinClaims, since recording one is claiming its person and card.
 */
export class JoinSubmissionsRepository {
  constructor(
    private readonly db: Database,
    /** The app's clock: an attempt's lease runs from its stamp. */
    private readonly now: () => Date,
  ) {}

  async findSubmission(runKey: string): Promise<JoinSubmission | undefined> {
    const [row] = await this.db.select().from(joinSubmissions).where(eq(joinSubmissions.runKey, runKey));
    return row && { ...row, answer: row.answer as StoredJoinAnswer | null };
  }

  async findAttempt(runKey: string, cardToken: string): Promise<JoinAttempt | undefined> {
    const [row] = await this.db
      .select()
      .from(joinAttempts)
      .where(and(eq(joinAttempts.runKey, runKey), eq(joinAttempts.cardToken, cardToken)));
    return row && asAttempt(row);
  }

  /** Pending attempts not touched since `before`, oldest first (the reconciler's list). */
  async listPending(before: Date, limit = 100): Promise<JoinAttempt[]> {
    const rows = await this.db
      .select()
      .from(joinAttempts)
      .where(and(eq(joinAttempts.status, 'pending'), lt(joinAttempts.updatedAt, before)))
      .orderBy(asc(joinAttempts.updatedAt))
      .limit(limit);
    return rows.map(asAttempt);
  }

  /** Marks a pending attempt as just sent to the provider: its lease starts again. */
  async touchAttempt(attempt: Pick<JoinAttempt, 'runKey' | 'cardToken'>): Promise<void> {
    await this.db
      .update(joinAttempts)
      .set({ updatedAt: this.now() })
      .where(
        and(
          eq(joinAttempts.runKey, attempt.runKey),
          eq(joinAttempts.cardToken, attempt.cardToken),
          eq(joinAttempts.status, 'pending'),
        ),
      );
  }

  /** Settles a pending attempt; false when it was no longer pending. */
  async settleAttempt(
    attempt: Pick<JoinAttempt, 'runKey' | 'cardToken'>,
    status: Exclude<JoinAttemptStatus, 'pending' | 'succeeded'>,
    fields: { message?: string | null; providerChargeId?: string | null } = {},
  ): Promise<boolean> {
    const rows = await this.db
      .update(joinAttempts)
      .set({ status, ...fields, updatedAt: this.now() })
      .where(
        and(
          eq(joinAttempts.runKey, attempt.runKey),
          eq(joinAttempts.cardToken, attempt.cardToken),
          eq(joinAttempts.status, 'pending'),
        ),
      )
      .returning({ runKey: joinAttempts.runKey });
    return rows.length > 0;
  }
}
