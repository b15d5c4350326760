import { TRAINING_RULES } from '@gym/contracts/personal-training';
import type { Database } from '../../../db/client';
import type { PaymentAttempt, PaymentPurpose } from '../../membership/billing';
import { type ChargeRow, ledger } from '../../membership/ledger';
import type { PacksRepository } from './packs.repository';

/** The ledger's words for a pack: 'Personal training: 5 × 60-minute sessions'. */
export function packDescription(pack: { sessions: number; minutes: number }): string {
  const sessions = pack.sessions === 1 ? 'session' : 'sessions';
  return `Personal training: ${pack.sessions} × ${pack.minutes}-minute ${sessions}`;
}

/**
 * A pack's payment as the ledger's attempts settle it (PaymentPurpose, docs/decisions/0053), once, whoever settles
 * it (the member's request, a repeat, or the reconciler after a crash): charged, the pack's price is posted to the
 * member's account beside the payment and the pack becomes active from the charge's time; not charged, it is
 * declined. The provider's word is final: a pack declined meanwhile and then found charged is active.
 */
export class PackPurpose implements PaymentPurpose {
  readonly chargeKind = 'training-pack' as const;

  constructor(private readonly packs: PacksRepository) {}

  async charged(tx: Database, attempt: PaymentAttempt, charge: ChargeRow): Promise<void> {
    const pack = await this.packs.lockByProviderKey(tx, attempt.providerKey);
    if (!pack) throw new Error(`training-pack attempt ${attempt.id} names no pack`);
    await ledger.chargeFee(tx, {
      userId: pack.userId,
      amountCents: charge.amountCents,
      description: packDescription(pack),
      at: charge.createdAt,
    });
    await this.packs.activate(tx, pack.id, charge.createdAt, TRAINING_RULES.packMonths);
  }

  async notCharged(tx: Database, attempt: PaymentAttempt): Promise<void> {
    await this.packs.decline(tx, attempt.providerKey);
  }
}
