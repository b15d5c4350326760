import { TransactionRollbackError, and, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { joinAttempts, joinSubmissions } from '../../../db/schema';
import { type JoinAttempt, type NewAttempt, asAttempt } from './join-submissions.repository';

/**
 * claimed: the attempt is recorded pending and holds its run, person and card. held: a pending attempt of the
 * run, the person or the card holds them (nothing written). refused: the person may no longer join (nothing written).
 */
export type Claim = { kind: 'claimed'; attempt: JoinAttempt } | { kind: 'held' } | { kind: 'refused' };

/** Whether the person may still join, asked inside the claim's transaction once the claim is taken. */
export type MayJoin = (tx: Database) => Promise<boolean>;

/**
 * Recording an attempt is claiming its person and card (docs/decisions/0023): partial unique indexes allow one
 * pending attempt per run, per person and per card token, across every server instance, and the claim ends when
 * the attempt is settled (a crash leaves it pending until the lease and the provider say what happened).
 * The person's eligibility is checked AFTER the claim is taken, in the same transaction, so that a join
 * committed by another run just before is seen: nobody is charged for an e-mail that is already a member's.
 */
export class JoinClaims {
  constructor(
    private readonly db: Database,
    /** The app's clock: an attempt's lease runs from its stamp. */
    private readonly now: () => Date,
  ) {}

  /** A new attempt (with its run's submission row), pending. */
  claim(attempt: NewAttempt, mayJoin: MayJoin): Promise<Claim> {
    return this.inTransaction(async (tx) => {
      await tx.insert(joinSubmissions).values({ runKey: attempt.runKey }).onConflictDoNothing();
      const [row] = await tx
        .insert(joinAttempts)
        .values({ ...attempt, kind: attempt.payload.kind, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      return row && asAttempt(row);
    }, mayJoin);
  }

  /** A failed attempt (no charge) tried again: pending with the new payload and amounts. */
  reopen(attempt: NewAttempt, mayJoin: MayJoin): Promise<Claim> {
    return this.inTransaction(async (tx) => {
      const [row] = await tx
        .update(joinAttempts)
        .set({ ...attempt, kind: attempt.payload.kind, status: 'pending', message: null, updatedAt: this.now() })
        .where(
          and(
            eq(joinAttempts.runKey, attempt.runKey),
            eq(joinAttempts.cardToken, attempt.cardToken),
            eq(joinAttempts.status, 'failed'),
          ),
        )
        .returning();
      return row && asAttempt(row);
    }, mayJoin);
  }

  /** The pending attempt that holds this attempt's run, person or card, if one still does. */
  async findHolder(attempt: Pick<NewAttempt, 'runKey' | 'personKey' | 'cardToken'>): Promise<JoinAttempt | undefined> {
    const [row] = await this.db
      .select()
      .from(joinAttempts)
      .where(
        and(
          eq(joinAttempts.status, 'pending'),
          or(
            eq(joinAttempts.runKey, attempt.runKey),
            eq(joinAttempts.personKey, attempt.personKey),
            eq(joinAttempts.cardToken, attempt.cardToken),
          ),
        ),
      )
      .limit(1);
    return row && asAttempt(row);
  }

  /** Runs `write`, then `mayJoin`; rolls everything back unless both let the claim stand. */
  private async inTransaction(
    write: (tx: Database) => Promise<JoinAttempt | undefined>,
    mayJoin: MayJoin,
  ): Promise<Claim> {
    let claim: Claim = { kind: 'held' };
    try {
      await this.db.transaction(async (tx) => {
        const attempt = await write(tx);
        if (!attempt) return tx.rollback();
        if (!(await mayJoin(tx))) {
          claim = { kind: 'refused' };
          return tx.rollback();
        }
        claim = { kind: 'claimed', attempt };
      });
    } catch (error) {
      // A rollback above, or another pending attempt of the run, person or card met by the update (reopen).
      if (!(error instanceof TransactionRollbackError) && !isUniqueViolation(error)) throw error;
    }
    return claim;
  }
}
