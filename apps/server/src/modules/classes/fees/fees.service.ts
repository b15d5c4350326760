import type { ClassRules } from '@gym/contracts/class-rules';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { ledger } from '../../membership/ledger';
import { classWhen } from '../class-when';
import type { ClassFeeKind, FeesRepository } from './fees.repository';

const LINE: Record<ClassFeeKind, string> = { lateCancel: 'Late cancel fee', noShow: 'No-show fee' };

/**
 * A club that charges for late cancels and no-shows instead of strikes (docs/decisions/0052): the fee is posted to
 * the member's ledger (money's one owner) in the caller's transaction, with the booking's fee row that makes it once.
 * The billing engine collects it with the member's balance; the payment history lists it.
 */
export class FeesService {
  constructor(private readonly deps: { repository: FeesRepository; clock: Clock }) {}

  /** Charges the booking's fee if its rules say so and it was not charged before; whether it was charged now. */
  async charge(tx: Database, bookingId: string, kind: ClassFeeKind, rules: ClassRules): Promise<boolean> {
    if (rules.penalty !== 'fee' || rules.feeCents === null) return false;
    const at = this.deps.clock.now();
    const amountCents = rules.feeCents;
    if (!(await this.deps.repository.record(tx, { bookingId, kind, amountCents, at }))) return false;
    const booking = await this.deps.repository.describe(tx, bookingId);
    await ledger.chargeFee(tx, {
      userId: booking.userId,
      amountCents,
      description: `${LINE[kind]}: ${booking.className}, ${classWhen(booking.startsAt, 'en', booking.timeZone)}`,
      at,
    });
    return true;
  }

  /** A no-show corrected to attended: its fee (if any) is waived on the ledger, once. */
  async waiveNoShow(tx: Database, bookingId: string): Promise<void> {
    const at = this.deps.clock.now();
    const amountCents = await this.deps.repository.waive(tx, bookingId, at);
    if (amountCents === null) return;
    const booking = await this.deps.repository.describe(tx, bookingId);
    await ledger.waive(tx, {
      userId: booking.userId,
      amountCents,
      description: `${LINE.noShow} waived: ${booking.className}, ${classWhen(booking.startsAt, 'en', booking.timeZone)}`,
      at,
    });
  }
}
