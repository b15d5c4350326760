import { and, eq, sql } from 'drizzle-orm';
import { type FrameCardMessage, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { Database } from './client';
import { ledgerEntries, paymentMethods, users } from './schema';

/**
 * The demo member's billing (member@example.com, 100001): this month's dues as a balance due and one saved
 * primary card that the sandbox provider really knows, so that paying works in the demo. Seeded once: the fixed
 * id of the dues entry marks it done, so a paid balance or a deleted card stays as the member left it.
 */
export const DEMO_BILLING = {
  memberNumber: 100001,
  duesEntryId: '5d1e6a80-2c4b-4f7e-8a31-000000000001',
  duesCents: 4999,
  card: { number: SANDBOX_TEST_CARDS.success, cvc: '123', name: 'Alex Rivera' },
} as const;

// Any fixed number: it names the lock that keeps two instances from seeding the demo billing at once.
const DEMO_BILLING_LOCK_ID = 7_314_013;

const monthFormatter = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, month: 'long', year: 'numeric' });

/** Tokenises a test card at the billing provider (the sandbox's own card endpoint). */
export type TestCardTokeniser = (card: {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}) => Promise<FrameCardMessage>;

export async function seedDemoBilling(db: Database, tokenise: TestCardTokeniser, now = new Date()): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.memberNumber, DEMO_BILLING.memberNumber));
  if (!member || (await duesSeeded(db))) return;

  // The provider call is outside the transaction; a card tokenised by an instance that then loses the race
  // below is simply never used.
  const expiry = `12/${String(now.getUTCFullYear() + 3).slice(2)}`;
  const card = await tokenise({ ...DEMO_BILLING.card, expiry });

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_BILLING_LOCK_ID})`);
    if (await duesSeeded(tx)) return;
    await tx.insert(ledgerEntries).values({
      id: DEMO_BILLING.duesEntryId,
      userId: member.id,
      kind: 'dues',
      amountCents: DEMO_BILLING.duesCents,
      description: `Monthly dues, ${monthFormatter.format(now)}`,
      createdAt: now,
    });
    const [primary] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, member.id), eq(paymentMethods.isPrimary, true)));
    await tx.insert(paymentMethods).values({
      userId: member.id,
      providerToken: card.cc_merchant_unique_id,
      brand: card.i4go_cardtype,
      last4: card.cc_number.slice(-4),
      expMonth: Number(card.expiration_month),
      expYear: Number(card.expiration_year),
      billingName: DEMO_BILLING.card.name,
      isPrimary: !primary,
    });
  });
}

async function duesSeeded(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, DEMO_BILLING.duesEntryId));
  return Boolean(row);
}
