import { MEMBER_BILLING_MESSAGES } from '@gym/contracts/member-billing';
import {
  type BuyPackBody,
  type Pack,
  type PackOffer,
  PERSONAL_TRAINING_MESSAGES,
  TRAINING_RULES,
} from '@gym/contracts/personal-training';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { MemberPaymentService, PaymentAttempt } from '../../membership/billing';
import type { OfferRow, PackWithClub, PacksRepository } from './packs.repository';

const toOffer = (row: OfferRow): PackOffer => ({
  id: row.id,
  clubId: row.clubId,
  sessions: row.sessions,
  minutes: row.minutes,
  priceCents: row.priceCents,
  intro: row.intro,
});

export const toPack = (row: PackWithClub): Pack => ({
  id: row.id,
  clubId: row.clubId,
  clubName: row.clubName,
  sessions: row.sessions,
  minutes: row.minutes,
  priceCents: row.priceCents,
  intro: row.intro,
  status: row.status,
  purchasedAt: row.purchasedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  used: row.used,
  refunded: row.refunded,
  left: row.sessions - row.used - row.refunded,
});

/** What refunding `sessions` unused sessions of a pack gives back: its price for them, to the cent. */
export function refundCents(pack: { priceCents: number; sessions: number }, sessions: number): number {
  return Math.round((pack.priceCents * sessions) / pack.sessions);
}

/**
 * Session packs (issue 30 point 3): each club's offers, and a member buying one with a saved card, charged exactly
 * once per request key through the ledger's payment attempts (the pack is recorded with its attempt, made active by
 * PackPurpose when the charge is recorded, here or by the reconciler after a crash). The intro session is granted
 * once per member, free.
 */
export class PacksService {
  constructor(private readonly deps: { repository: PacksRepository; payments: MemberPaymentService; clock: Clock }) {}

  async offers(clubId: string): Promise<PackOffer[]> {
    return (await this.deps.repository.offers(clubId)).map(toOffer);
  }

  /** Takes one session of the member's packs for a booking, in its transaction (the member's lock held). */
  take(tx: Database, request: { userId: string; clubId: string; minutes: number; startsAt: Date }) {
    return this.deps.repository.take(tx, request);
  }

  /** Gives a cancelled session back to its pack, in the cancel's transaction. */
  giveBack(tx: Database, packId: string) {
    return this.deps.repository.giveBack(tx, packId);
  }

  /** The club's offers, withdrawn ones too, for the director's form. */
  async allOffers(clubId: string, db?: Database): Promise<(PackOffer & { active: boolean })[]> {
    return (await this.deps.repository.allOffers(clubId, db)).map((row) => ({ ...toOffer(row), active: row.active }));
  }

  /** Sets the club's offers in the caller's transaction; answers them before the change (for the audit log). */
  async setOffers(
    tx: Database,
    clubId: string,
    offers: readonly { sessions: number; minutes: number; priceCents: number; intro: boolean; active: boolean }[],
  ) {
    const before = await this.allOffers(clubId, tx);
    await this.deps.repository.setOffers(tx, clubId, offers);
    return before;
  }

  /** The club a pack was bought at, or undefined for no such pack. */
  async clubOf(packId: string): Promise<string | undefined> {
    return (await this.deps.repository.byId(packId))?.clubId;
  }

  /** Locks a pack's row for the rest of the caller's transaction. */
  lock(tx: Database, packId: string): Promise<void> {
    return this.deps.repository.lock(tx, packId);
  }

  /** Reserves unused sessions of a pack for a refund, in the refund's transaction (see PacksRepository). */
  reserveRefund(tx: Database, packId: string, sessions: number) {
    return this.deps.repository.reserveRefund(tx, packId, sessions);
  }

  noteRefund(tx: Database, row: { refundId: string; packId: string; sessions: number }) {
    return this.deps.repository.noteRefund(tx, row);
  }

  packRefund(refundId: string) {
    return this.deps.repository.packRefund(refundId);
  }

  /** Sessions of refunds the provider refused go back to their packs, once. */
  releaseFailedRefunds(): Promise<number> {
    return this.deps.repository.releaseFailedRefunds(this.deps.clock.now());
  }

  async mine(userId: string): Promise<Pack[]> {
    return (await this.deps.repository.mine(userId)).map(toPack);
  }

  async buy(userId: string, requestKey: string, body: BuyPackBody): Promise<Pack> {
    const offer = await this.deps.repository.offer(body.offerId);
    if (!offer) throw notFound(PERSONAL_TRAINING_MESSAGES.offerNotFound);
    const outcome = await this.deps.repository.start({
      userId,
      requestKey,
      offer,
      cardId: body.cardId,
      at: this.deps.clock.now(),
      months: TRAINING_RULES.packMonths,
    });
    switch (outcome.kind) {
      case 'granted':
        return this.answer(outcome.pack.id);
      case 'started':
        await this.deps.payments.chargeAttempt(outcome.attempt);
        return this.answer(outcome.pack.id);
      case 'existing':
        return this.again(outcome.pack.id, outcome.pack.status, outcome.attempt);
      case 'busy':
        throw new AppError('CONFLICT', MEMBER_BILLING_MESSAGES.paymentInProgress);
      case 'intro_taken':
        throw new AppError('CONFLICT', PERSONAL_TRAINING_MESSAGES.introTaken);
      case 'no_card':
        throw badRequest(MEMBER_BILLING_MESSAGES.noCard);
      case 'card_not_found':
        throw notFound(MEMBER_BILLING_MESSAGES.cardNotFound);
    }
  }

  /** A repeat of a purchase's key: the pack as it stands, the payment's outcome, or the payment asked again. */
  private async again(packId: string, status: Pack['status'], attempt: PaymentAttempt | undefined): Promise<Pack> {
    if (status === 'pending' && attempt) await this.deps.payments.resumeAttempt(attempt);
    else if (status === 'declined') throw new AppError('PAYMENT_DECLINED', attempt?.message ?? CARD_DECLINED_MESSAGE);
    return this.answer(packId);
  }

  /** A pack as its owner's page shows it. */
  get(packId: string): Promise<Pack> {
    return this.answer(packId);
  }

  private async answer(packId: string): Promise<Pack> {
    const row = await this.deps.repository.byId(packId);
    if (!row) throw new Error(`training pack ${packId} vanished`);
    return toPack(row);
  }
}
