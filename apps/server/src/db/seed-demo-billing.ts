import { eq, sql } from 'drizzle-orm';
import { type FrameCardMessage, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import type { Database } from './client';
import { charges, paymentAttempts, paymentMethods, users } from './schema';

/**
 * The demo members' cards on file, ones the sandbox provider really knows: their dues then come from the billing
 * run like anyone's (docs/decisions/0027). Alex's and Jordan's autopay goes through; Sam's card declines, so the
 * demo shows a past-due membership and paying it. Seeded once per member: a member who has a card, or who ever
 * paid or was charged (and may have deleted a card since), is left as they are.
 */
export const DEMO_CARDS = [
  { memberNumber: 100001, number: SANDBOX_TEST_CARDS.success, name: 'Alex Rivera' },
  { memberNumber: 100002, number: SANDBOX_TEST_CARDS.success, name: 'Jordan Lee' },
  { memberNumber: 100003, number: SANDBOX_TEST_CARDS.decline, name: 'Sam Lee' },
] as const;

// Any fixed number: it names the lock that keeps two instances from seeding the demo cards at once.
const DEMO_BILLING_LOCK_ID = 7_314_013;

/** Tokenises a test card at the billing provider (the sandbox's own card endpoint). */
export type TestCardTokeniser = (card: {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}) => Promise<FrameCardMessage>;

export async function seedDemoBilling(db: Database, tokenise: TestCardTokeniser, now = new Date()): Promise<void> {
  for (const demo of DEMO_CARDS) {
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.memberNumber, demo.memberNumber));
    if (!member || (await hasBilling(db, member.id))) continue;

    // The provider call is outside the transaction; a card tokenised by an instance that then loses the race
    // below is simply never used.
    const expiry = `12/${String(now.getUTCFullYear() + 3).slice(2)}`;
    const card = await tokenise({ number: demo.number, expiry, cvc: '123', name: demo.name });

    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_BILLING_LOCK_ID})`);
      if (await hasBilling(tx, member.id)) return;
      await tx.insert(paymentMethods).values({
        userId: member.id,
        providerToken: card.cc_merchant_unique_id,
        brand: card.i4go_cardtype,
        last4: card.cc_number.slice(-4),
        expMonth: Number(card.expiration_month),
        expYear: Number(card.expiration_year),
        billingName: demo.name,
        isPrimary: true,
      });
    });
  }
}

async function hasBilling(db: Database, userId: string): Promise<boolean> {
  for (const table of [paymentMethods, paymentAttempts, charges]) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.userId, userId)).limit(1);
    if (row) return true;
  }
  return false;
}
