import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type ChargeKind, charges, paymentAttempts } from '../../../db/schema';
import { type Clock, systemClock } from '../../../lib/clock';
import { insertNotices, restorePaidMemberships } from '../billing-run';
import { cardLabel } from './billing-view';
import { type ChargeRow, ledger, lockMember, paymentAttemptsLedger } from '../ledger';
import { MemberBillingRepository, chargeableCard } from './member-billing.repository';

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** What the member asked for: an amount (default all that is due) and a card (default the primary one). */
export interface PaymentRequest {
  userId: string;
  providerKey: string;
  amountCents?: number;
  cardId?: string;
}

/**
 * How starting a payment ended, decided under the member's row lock: a pending attempt to charge (`started`:
 * new, or this key's failed attempt asked again), this key's attempt as it stands (`existing`), another key's
 * attempt still pending (`busy`), or why nothing may be charged.
 */
export type StartOutcome =
  | { kind: 'started' | 'existing'; attempt: PaymentAttempt }
  | { kind: 'busy'; pending: PaymentAttempt }
  | { kind: 'nothing_due' | 'amount_too_high' | 'no_card' | 'card_not_found' };

/**
 * What a purpose other than the balance does with its attempt's outcome (a plan change's prorated difference,
 * docs/decisions/0028), inside the attempt's own transaction under the member's lock, once, whoever settles it
 * (the request, a repeat or the reconciler).
 */
export interface PaymentPurpose {
  /** The kind of the charges row its payment writes. */
  readonly chargeKind: ChargeKind;
  /** The charge recorded now: what the purpose writes with it, before the payment's ledger entry. */
  charged(tx: Database, attempt: PaymentAttempt, charge: ChargeRow): Promise<void>;
  /** Nothing was charged (declined, or failed). */
  notCharged(tx: Database, attempt: PaymentAttempt): Promise<void>;
}

/**
 * A member's balance payments: payment_attempts (one per provider key, recorded before the provider is called)
 * and, once charged, the charges row (kind 'payment') with its negative ledger entry (docs/decisions/0019).
 */
export class MemberPaymentsRepository {
  private readonly ledger: MemberBillingRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {
    this.ledger = new MemberBillingRepository(db);
  }

  async findAttempt(userId: string, providerKey: string): Promise<PaymentAttempt | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.providerKey, providerKey)));
    return row;
  }

  /** The balance payment made with this provider key, if it was recorded. */
  async findPayment(userId: string, providerKey: string): Promise<ChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(charges)
      .where(and(eq(charges.userId, userId), eq(charges.idempotencyKey, providerKey)));
    return row;
  }

  /**
   * Pending payments members asked for (their balance, a plan change's difference, a training pack), least recently touched
   * first (the reconciler's list); pending autopay attempts are the billing run's to charge (docs/decisions/0027).
   */
  listPending(limit = 100): Promise<PaymentAttempt[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.status, 'pending'), ne(paymentAttempts.kind, 'autopay')))
      .orderBy(asc(paymentAttempts.updatedAt))
      .limit(limit);
  }

  /**
   * Starts a payment in ONE transaction holding the member's row lock, so that across server instances the
   * checks and the pending row go together: this key's attempt is answered as it stands (a failed one is asked
   * again); another pending attempt makes this one `busy`; otherwise the balance and the card are checked and
   * the attempt recorded `pending` with the amount decided here. The partial unique index (one pending attempt
   * per member) backs the lock: an insert it refuses is `busy` too.
   */
  startAttempt(request: PaymentRequest): Promise<StartOutcome> {
    const { userId, providerKey } = request;
    return this.db.transaction(async (tx): Promise<StartOutcome> => {
      await lockMember(tx, userId);
      const [own] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.providerKey, providerKey));
      if (own && own.status !== 'failed') return { kind: 'existing', attempt: own };
      const [pending] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'pending')));
      if (pending) return { kind: 'busy', pending };

      const dueCents = await this.ledger.balanceCents(userId, tx);
      if (dueCents <= 0) return { kind: 'nothing_due' };
      const amountCents = request.amountCents ?? dueCents;
      if (amountCents > dueCents) return { kind: 'amount_too_high' };
      const chosen = await chargeableCard(tx, userId, request.cardId);
      if (!('card' in chosen)) return chosen;
      const { card } = chosen;

      const asked = {
        // Dated by the app's clock, like the charge it may become (docs/decisions/0027); its lease runs from here.
        createdAt: this.clock.now(),
        updatedAt: this.clock.now(),
        amountCents,
        cardId: card.id,
        cardToken: card.providerToken,
        description: `Payment, ${cardLabel(card)}`,
        status: 'pending' as const,
        providerChargeId: null,
        message: null,
      };
      const [attempt] = own
        ? await paymentAttemptsLedger.askAgain(tx, own.id, asked, this.clock.now())
        : await paymentAttemptsLedger.record(tx, [{ userId, providerKey, ...asked }]);
      if (attempt) return { kind: 'started', attempt };
      const [other] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'pending')))
        .orderBy(desc(paymentAttempts.updatedAt));
      if (!other) throw new Error('payment attempt insert refused without a pending attempt');
      return { kind: 'busy', pending: other };
    });
  }

  /** Marks a pending attempt as sent to the provider again: its lease starts over. False if no longer pending. */
  async touch(attempt: PaymentAttempt): Promise<boolean> {
    return paymentAttemptsLedger.touch(this.db, attempt.id, this.clock.now());
  }

  /** Records a decline of a pending attempt (nothing was charged), and its purpose's part, in one transaction. */
  declined(
    attempt: PaymentAttempt,
    providerChargeId: string,
    message: string,
    purpose?: PaymentPurpose,
  ): Promise<void> {
    return this.db.transaction(async (tx) => {
      const at = this.clock.now();
      await paymentAttemptsLedger.move(tx, attempt.id, 'declined', { providerChargeId, message, at });
      await purpose?.notCharged(tx, attempt);
    });
  }

  /**
   * Marks a pending attempt failed (no charge). With `untouchedForMs`, only if nobody sent it to the provider
   * since then, judged by the app's clock (every stamp of an attempt is): a repeat that just touched it keeps it
   * pending. False otherwise. Its purpose's part goes in the same transaction.
   */
  failed(
    attempt: PaymentAttempt,
    message: string,
    untouchedForMs?: number,
    purpose?: PaymentPurpose,
  ): Promise<boolean> {
    const stale =
      untouchedForMs === undefined
        ? undefined
        : lte(paymentAttempts.updatedAt, new Date(this.clock.now().getTime() - Math.round(untouchedForMs)));
    return this.db.transaction(async (tx) => {
      const moved = await paymentAttemptsLedger.move(
        tx,
        attempt.id,
        'failed',
        { message, at: this.clock.now() },
        stale,
      );
      if (moved.length > 0) await purpose?.notCharged(tx, attempt);
      return moved.length > 0;
    });
  }

  /**
   * Records the attempt's provider charge in ONE transaction: the charges row (kind 'payment'), the negative
   * ledger entry that names it, the attempt `succeeded` and the receipt to e-mail; a membership past due or
   * suspended is in good standing again once the balance is paid. A key already recorded (a concurrent repeat
   * or the reconciler got there first) answers that row and writes no more money rows. The provider's word is
   * final: an attempt marked failed meanwhile becomes succeeded.
   */
  recordPayment(
    attempt: PaymentAttempt,
    charge: { providerChargeId: string; amountCents: number },
    purpose?: PaymentPurpose,
  ): Promise<ChargeRow> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, attempt.userId);
      let row = await ledger.chargeByKey(tx, attempt.providerKey);
      if (!row) {
        [row] = await ledger.recordCharges(tx, [
          {
            userId: attempt.userId,
            // A purpose's charge is for the attempt's membership (a plan change's); a balance payment is the member's.
            membershipId: purpose ? (attempt.membershipId ?? undefined) : undefined,
            providerChargeId: charge.providerChargeId,
            amountCents: charge.amountCents,
            kind: purpose?.chargeKind ?? 'payment',
            key: attempt.providerKey,
            at: this.clock.now(),
          },
        ]);
        if (!row) throw new Error('charge insert returned no row');
        await purpose?.charged(tx, attempt, row);
        await ledger.creditPayments(tx, [{ charge: row, description: attempt.description }]);
        await insertNotices(tx, [
          { userId: attempt.userId, kind: 'receipt', dedupeKey: `receipt:${row.id}`, chargeId: row.id },
        ]);
        await restorePaidMemberships(tx, [attempt.userId]);
      }
      await paymentAttemptsLedger.move(tx, attempt.id, 'succeeded', {
        providerChargeId: row.providerChargeId,
        message: null,
        at: this.clock.now(),
      });
      return row;
    });
  }
}
