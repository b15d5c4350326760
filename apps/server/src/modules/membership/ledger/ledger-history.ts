import { randomUUID } from 'node:crypto';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import { type BulkColumns, bulkInsert } from '../../../db/bulk-insert';
import type { Database } from '../../../db/client';
import { duesDescription, freezeFeeDescription } from '../billing-run';
import type { PastProviderCharge } from '../../../providers/billing';
import { cardLabel } from '../billing';
import { LEDGER_KEYS } from './ledger-keys';

/** The card a past payment was taken from. */
export interface PastCard {
  id: string;
  token: string;
  brand: string;
  last4: string;
}

/** One try to collect a month: an autopay round, or the member paying their balance themselves. */
export interface PastCollection {
  by: 'autopay' | 'member';
  /** The autopay round ('first', 'retry-1', ...); null for the member's own payment. */
  round: string | null;
  /** The member's own payment: the key their app sent. */
  requestKey?: string;
  at: Date;
  outcome: 'succeeded' | 'declined';
  providerChargeId: string;
}

/** A month the billing run posted for a membership (its dues, or a frozen month's fee) and how it was collected. */
export interface PastMonth {
  userId: string;
  membershipId: string;
  period: string;
  kind: 'dues' | 'freeze_fee';
  amountCents: number;
  postedAt: Date;
  card: PastCard;
  collections: PastCollection[];
}

/** A join's payment, the first money of a membership (it pays the first month and the last month ahead). */
export interface PastJoin {
  userId: string;
  membershipId: string;
  runKey: string;
  card: PastCard;
  amountCents: number;
  providerChargeId: string;
  at: Date;
}

/** A charge at the provider the history records, for the provider's side of the same history. */
export type ProviderCharge = PastProviderCharge;

interface ChargeRow {
  id: string;
  userId: string;
  membershipId: string;
  providerChargeId: string;
  amountCents: number;
  kind: 'join' | 'autopay' | 'payment';
  key: string;
  at: Date;
}

interface EntryRow {
  userId: string;
  kind: 'dues' | 'freeze_fee' | 'payment';
  amountCents: number;
  description: string;
  chargeId: string | null;
  membershipId: string | null;
  period: string | null;
  at: Date;
}

interface AttemptRow {
  userId: string;
  kind: 'autopay' | 'member';
  key: string;
  amountCents: number;
  card: PastCard;
  description: string;
  status: 'succeeded' | 'declined';
  providerChargeId: string;
  membershipId: string | null;
  period: string | null;
  round: string | null;
  at: Date;
}

/**
 * The ledger's bulk path (issue 27): a history of money written as the billing engine would have written it one
 * event at a time — a month's dues are a debt, each payment a credit of the same amount naming its charge, every
 * attempt under its provider key — but set-based, a few statements for tens of thousands of rows. The demo chain
 * (db/demo-chain) is its caller. Answers the provider charges the history implies, for the provider's records.
 */
export async function recordLedgerHistory(
  tx: Database,
  history: { joins: readonly PastJoin[]; months: readonly PastMonth[] },
): Promise<ProviderCharge[]> {
  const charges: ChargeRow[] = [];
  const entries: EntryRow[] = [];
  const attempts: AttemptRow[] = [];
  const providerCharges: ProviderCharge[] = [];
  // Each period's and card's text once: formatting them is most of the cost of a history's tens of thousands of rows.
  const label = memo(
    (card: PastCard) => cardLabel(card),
    (card) => card.id,
  );
  const monthText = memo(
    (month: PastMonth) => (month.kind === 'dues' ? duesDescription(month.period) : freezeFeeDescription(month.period)),
    (month) => `${month.kind}:${month.period}`,
  );

  for (const join of history.joins) {
    const key = LEDGER_KEYS.join(join.runKey, join.card.token);
    charges.push({ id: randomUUID(), ...join, kind: 'join', key });
    providerCharges.push(providerCharge(key, join.card, join, 'succeeded', `Join, ${label(join.card)}`));
  }

  for (const month of history.months) {
    const description = monthText(month);
    entries.push({ ...month, description, chargeId: null, period: month.period, at: month.postedAt });
    for (const collection of month.collections) {
      const autopay = collection.by === 'autopay';
      const key = autopay
        ? LEDGER_KEYS.autopay(month.membershipId, month.period, collection.round!)
        : LEDGER_KEYS.memberPayment(month.userId, collection.requestKey!);
      const text = `${autopay ? 'Autopay' : 'Payment'}, ${label(month.card)}`;
      attempts.push({
        userId: month.userId,
        kind: autopay ? 'autopay' : 'member',
        key,
        amountCents: month.amountCents,
        card: month.card,
        description: text,
        status: collection.outcome,
        providerChargeId: collection.providerChargeId,
        membershipId: autopay ? month.membershipId : null,
        period: autopay ? month.period : null,
        round: collection.round,
        at: collection.at,
      });
      providerCharges.push(providerCharge(key, month.card, { ...month, ...collection }, collection.outcome, text));
      if (collection.outcome !== 'succeeded') continue;
      const chargeId = randomUUID();
      charges.push({
        id: chargeId,
        userId: month.userId,
        membershipId: month.membershipId,
        providerChargeId: collection.providerChargeId,
        amountCents: month.amountCents,
        kind: autopay ? 'autopay' : 'payment',
        key,
        at: collection.at,
      });
      // A payment is a credit: the sign is the ledger's to set, never the caller's.
      entries.push({
        userId: month.userId,
        kind: 'payment',
        amountCents: -month.amountCents,
        description: text,
        chargeId,
        membershipId: null,
        period: null,
        at: collection.at,
      });
    }
  }

  await bulkInsert(tx, 'charges', CHARGE_COLUMNS, charges);
  await bulkInsert(tx, 'payment_attempts', ATTEMPT_COLUMNS, attempts);
  await bulkInsert(tx, 'ledger_entries', ENTRY_COLUMNS, entries);
  return providerCharges;
}

function providerCharge(
  idempotencyKey: string,
  card: PastCard,
  paid: { providerChargeId: string; amountCents: number; at: Date },
  outcome: ProviderCharge['outcome'],
  description: string,
): ProviderCharge {
  return { idempotencyKey, cardToken: card.token, description, outcome, ...paid };
}

const iso = (moment: Date) => moment.toISOString();

function memo<T>(make: (value: T) => string, keyOf: (value: T) => string): (value: T) => string {
  const made = new Map<string, string>();
  return (value) => {
    const key = keyOf(value);
    let text = made.get(key);
    if (text === undefined) made.set(key, (text = make(value)));
    return text;
  };
}

const CHARGE_COLUMNS: BulkColumns<ChargeRow> = {
  id: { type: 'uuid', value: (row) => row.id },
  user_id: { type: 'uuid', value: (row) => row.userId },
  membership_id: { type: 'uuid', value: (row) => row.membershipId },
  provider_charge_id: { type: 'text', value: (row) => row.providerChargeId },
  amount_cents: { type: 'integer', value: (row) => row.amountCents },
  kind: { type: 'text', value: (row) => row.kind },
  idempotency_key: { type: 'text', value: (row) => row.key },
  created_at: { type: 'timestamptz', value: (row) => iso(row.at) },
};

const ENTRY_COLUMNS: BulkColumns<EntryRow> = {
  user_id: { type: 'uuid', value: (row) => row.userId },
  kind: { type: 'text', value: (row) => row.kind },
  amount_cents: { type: 'integer', value: (row) => row.amountCents },
  description: { type: 'text', value: (row) => row.description },
  charge_id: { type: 'uuid', value: (row) => row.chargeId },
  membership_id: { type: 'uuid', value: (row) => row.membershipId },
  period: { type: 'date', value: (row) => row.period },
  created_at: { type: 'timestamptz', value: (row) => iso(row.at) },
};

const ATTEMPT_COLUMNS: BulkColumns<AttemptRow> = {
  user_id: { type: 'uuid', value: (row) => row.userId },
  kind: { type: 'text', value: (row) => row.kind },
  provider_key: { type: 'text', value: (row) => row.key },
  amount_cents: { type: 'integer', value: (row) => row.amountCents },
  card_id: { type: 'uuid', value: (row) => row.card.id },
  card_token: { type: 'text', value: (row) => row.card.token },
  description: { type: 'text', value: (row) => row.description },
  status: { type: 'text', value: (row) => row.status },
  provider_charge_id: { type: 'text', value: (row) => row.providerChargeId },
  message: { type: 'text', value: (row) => (row.status === 'declined' ? CARD_DECLINED_MESSAGE : null) },
  membership_id: { type: 'uuid', value: (row) => row.membershipId },
  period: { type: 'date', value: (row) => row.period },
  round: { type: 'text', value: (row) => row.round },
  created_at: { type: 'timestamptz', value: (row) => iso(row.at) },
  updated_at: { type: 'timestamptz', value: (row) => iso(row.at) },
};
