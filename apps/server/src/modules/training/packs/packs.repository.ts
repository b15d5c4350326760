import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  charges,
  clubs,
  paymentAttempts,
  refunds,
  trainingOffers,
  trainingPackRefunds,
  trainingPacks,
} from '../../../db/schema';
import { type PaymentAttempt, cardLabel, chargeableCard } from '../../membership/billing';
import { LEDGER_KEYS, lockMember, paymentAttemptsLedger } from '../../membership/ledger';
import type { PackRow } from '../training.schema';

export type OfferRow = typeof trainingOffers.$inferSelect;
export type PackWithClub = PackRow & { clubName: string };

const packColumns = getTableColumns(trainingPacks);

/** How starting a purchase ended, decided under the member's lock. */
export type StartPack =
  | { kind: 'started'; pack: PackRow; attempt: PaymentAttempt }
  | { kind: 'existing'; pack: PackRow; attempt: PaymentAttempt | undefined }
  | { kind: 'granted'; pack: PackRow }
  | { kind: 'busy' | 'intro_taken' | 'no_card' | 'card_not_found' };

/** Twelve months after the purchase (issue 30 point 3): unused sessions expire then. */
export function packExpiry(purchasedAt: Date, months: number): Date {
  const expiry = new Date(purchasedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  return expiry;
}

/**
 * Packs clubs sell and members buy (issue 30 point 3): a purchase is a pack recorded `pending` with its payment
 * attempt in one transaction under the member's lock, charged through the ledger's attempts (exactly once per
 * key), and made `active` in the transaction that records the charge (PackPurpose).
 */
export class PacksRepository {
  constructor(private readonly db: Database) {}

  offers(clubId: string): Promise<OfferRow[]> {
    return this.db
      .select()
      .from(trainingOffers)
      .where(and(eq(trainingOffers.clubId, clubId), eq(trainingOffers.active, true)))
      .orderBy(desc(trainingOffers.intro), asc(trainingOffers.minutes), asc(trainingOffers.sessions));
  }

  /** Every offer of the club, withdrawn ones too (the director's list). */
  allOffers(clubId: string, db: Database = this.db): Promise<OfferRow[]> {
    return db
      .select()
      .from(trainingOffers)
      .where(eq(trainingOffers.clubId, clubId))
      .orderBy(desc(trainingOffers.intro), asc(trainingOffers.minutes), asc(trainingOffers.sessions));
  }

  /**
   * Sets the club's offers: each listed size and length takes its price and whether it is sold; one not listed is
   * withdrawn (packs bought stay as they are). In the caller's transaction (with its audit row).
   */
  async setOffers(
    tx: Database,
    clubId: string,
    offers: readonly { sessions: number; minutes: number; priceCents: number; intro: boolean; active: boolean }[],
  ): Promise<void> {
    await tx.update(trainingOffers).set({ active: false }).where(eq(trainingOffers.clubId, clubId));
    if (offers.length === 0) return;
    await tx
      .insert(trainingOffers)
      .values(offers.map((offer) => ({ clubId, ...offer })))
      .onConflictDoUpdate({
        target: [trainingOffers.clubId, trainingOffers.sessions, trainingOffers.minutes, trainingOffers.intro],
        set: { priceCents: sql`excluded.price_cents`, active: sql`excluded.active` },
      });
  }

  async offer(offerId: string): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .select()
      .from(trainingOffers)
      .where(and(eq(trainingOffers.id, offerId), eq(trainingOffers.active, true)));
    return row;
  }

  /** The member's packs, newest first, with their club's name. */
  mine(userId: string): Promise<PackWithClub[]> {
    return this.db
      .select({ ...packColumns, clubName: clubs.displayName })
      .from(trainingPacks)
      .innerJoin(clubs, eq(clubs.id, trainingPacks.clubId))
      .where(and(eq(trainingPacks.userId, userId), ne(trainingPacks.status, 'declined')))
      .orderBy(desc(trainingPacks.purchasedAt));
  }

  async byId(packId: string, db: Database = this.db): Promise<PackWithClub | undefined> {
    const [row] = await db
      .select({ ...packColumns, clubName: clubs.displayName })
      .from(trainingPacks)
      .innerJoin(clubs, eq(clubs.id, trainingPacks.clubId))
      .where(eq(trainingPacks.id, packId));
    return row;
  }

  /**
   * Records a purchase in ONE transaction holding the member's lock: this key's pack as it stands; the intro session
   * granted at once (once per member: a unique index); otherwise the pack pending with its payment attempt, unless
   * another payment of the member is pending (busy) or no card can pay.
   */
  start(request: { userId: string; requestKey: string; offer: OfferRow; cardId?: string; at: Date; months: number }) {
    const { userId, requestKey, offer, at } = request;
    return this.db.transaction(async (tx): Promise<StartPack> => {
      await lockMember(tx, userId);
      const [own] = await tx
        .select()
        .from(trainingPacks)
        .where(and(eq(trainingPacks.userId, userId), eq(trainingPacks.requestKey, requestKey)));
      if (own) {
        const [attempt] = own.providerKey
          ? await tx.select().from(paymentAttempts).where(eq(paymentAttempts.providerKey, own.providerKey))
          : [];
        return { kind: 'existing', pack: own, attempt };
      }
      const pack = {
        userId,
        clubId: offer.clubId,
        offerId: offer.id,
        sessions: offer.sessions,
        minutes: offer.minutes,
        priceCents: offer.priceCents,
        intro: offer.intro,
        requestKey,
        purchasedAt: at,
        expiresAt: packExpiry(at, request.months),
      };
      if (offer.intro) {
        const [granted] = await tx
          .insert(trainingPacks)
          .values({ ...pack, status: 'active' })
          .onConflictDoNothing()
          .returning();
        return granted ? { kind: 'granted', pack: granted } : { kind: 'intro_taken' };
      }
      const [pending] = await tx
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'pending')));
      if (pending) return { kind: 'busy' };
      const chosen = await chargeableCard(tx, userId, request.cardId);
      if (!('card' in chosen)) return chosen;
      const id = randomUUID();
      const providerKey = LEDGER_KEYS.trainingPack(id);
      const [row] = await tx
        .insert(trainingPacks)
        .values({ ...pack, id, status: 'pending', providerKey })
        .returning();
      const [attempt] = await paymentAttemptsLedger.record(tx, [
        {
          userId,
          kind: 'training-pack',
          providerKey,
          amountCents: offer.priceCents,
          cardId: chosen.card.id,
          cardToken: chosen.card.providerToken,
          description: `Payment, ${cardLabel(chosen.card)}`,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        },
      ]);
      // The partial unique index (one pending attempt per member) refused it: another payment began meanwhile.
      if (!attempt) throw new Error('training pack attempt refused although none was pending under the lock');
      return { kind: 'started', pack: row!, attempt };
    });
  }

  /** The pack its attempt pays for, locked for the rest of the transaction. */
  async lockByProviderKey(tx: Database, providerKey: string): Promise<PackRow | undefined> {
    const [row] = await tx.select().from(trainingPacks).where(eq(trainingPacks.providerKey, providerKey)).for('update');
    return row;
  }

  async activate(tx: Database, packId: string, purchasedAt: Date, months: number): Promise<void> {
    await tx
      .update(trainingPacks)
      .set({ status: 'active', purchasedAt, expiresAt: packExpiry(purchasedAt, months) })
      .where(eq(trainingPacks.id, packId));
  }

  async decline(tx: Database, providerKey: string): Promise<void> {
    await tx
      .update(trainingPacks)
      .set({ status: 'declined' })
      .where(and(eq(trainingPacks.providerKey, providerKey), eq(trainingPacks.status, 'pending')));
  }

  /**
   * Takes one session for a session starting at `startsAt`: from the member's active pack at the club for that length
   * that expires after it and has one left, the soonest to expire first. The caller holds the member's lock, and the
   * pack's check (used + refunded <= sessions) holds the count whatever else writes it. Answers the pack, or
   * undefined.
   */
  async take(tx: Database, request: { userId: string; clubId: string; minutes: number; startsAt: Date }) {
    const { rows } = (await tx.execute(sql`
      update ${trainingPacks} set used = used + 1
      where id = (
        select id from ${trainingPacks}
        where user_id = ${request.userId} and club_id = ${request.clubId} and minutes = ${request.minutes}
          and status = 'active' and expires_at > ${request.startsAt} and used + refunded < sessions
        order by expires_at, id
        limit 1
      )
      returning id`)) as { rows: { id: string }[] };
    return rows[0]?.id;
  }

  /** Gives one session back to its pack (a cancel in time, or the trainer's). */
  async giveBack(tx: Database, packId: string): Promise<void> {
    await tx
      .update(trainingPacks)
      .set({ used: sql`${trainingPacks.used} - 1` })
      .where(and(eq(trainingPacks.id, packId), gt(trainingPacks.used, 0)));
  }

  async lock(tx: Database, packId: string): Promise<void> {
    await tx.select({ id: trainingPacks.id }).from(trainingPacks).where(eq(trainingPacks.id, packId)).for('update');
  }

  /**
   * Reserves `sessions` unused sessions of a pack for a refund, under the pack's lock: answers the pack and its
   * charge, or why not (no such pack, not bought with money, fewer unused sessions).
   */
  async reserveRefund(tx: Database, packId: string, sessions: number) {
    const [pack] = await tx.select().from(trainingPacks).where(eq(trainingPacks.id, packId)).for('update');
    if (!pack) return { kind: 'not_found' as const };
    const [charge] = pack.providerKey
      ? await tx.select().from(charges).where(eq(charges.idempotencyKey, pack.providerKey))
      : [];
    if (!charge || pack.status !== 'active') return { kind: 'not_found' as const };
    if (pack.sessions - pack.used - pack.refunded < sessions) return { kind: 'too_many' as const, pack };
    await tx
      .update(trainingPacks)
      .set({ refunded: sql`${trainingPacks.refunded} + ${sessions}` })
      .where(eq(trainingPacks.id, packId));
    return { kind: 'reserved' as const, pack, charge };
  }

  async noteRefund(tx: Database, row: { refundId: string; packId: string; sessions: number }): Promise<void> {
    await tx.insert(trainingPackRefunds).values(row);
  }

  /** The refund a pack refund recorded, if this request recorded one. */
  async packRefund(refundId: string) {
    const [row] = await this.db
      .select({
        packId: trainingPackRefunds.packId,
        sessions: trainingPackRefunds.sessions,
        status: refunds.status,
        amountCents: refunds.amountCents,
      })
      .from(trainingPackRefunds)
      .innerJoin(refunds, eq(refunds.id, trainingPackRefunds.refundId))
      .where(eq(trainingPackRefunds.refundId, refundId));
    return row;
  }

  /**
   * Gives back to their packs the sessions of refunds the provider refused, once each (releasedAt): one statement,
   * so two instances release a refund once. Answers how many were released.
   */
  async releaseFailedRefunds(at: Date): Promise<number> {
    const { rows } = (await this.db.execute(sql`
      with released as (
        update ${trainingPackRefunds} r set released_at = ${at}
        from ${refunds} f
        where f.id = r.refund_id and f.status = 'failed' and r.released_at is null
        returning r.pack_id, r.sessions
      )
      update ${trainingPacks} p set refunded = p.refunded - freed.sessions
      from (select pack_id, sum(sessions)::int as sessions from released group by pack_id) freed
      where p.id = freed.pack_id
      returning p.id`)) as { rows: { id: string }[] };
    return rows.length;
  }

  /** Active packs of the member with a session left that has not expired at `at` (the booking page's offer). */
  async usable(userId: string, at: Date): Promise<PackRow[]> {
    return this.db
      .select()
      .from(trainingPacks)
      .where(
        and(
          eq(trainingPacks.userId, userId),
          eq(trainingPacks.status, 'active'),
          gt(trainingPacks.expiresAt, at),
          sql`${trainingPacks.used} + ${trainingPacks.refunded} < ${trainingPacks.sessions}`,
        ),
      );
  }
}
