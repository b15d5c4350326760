import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/app';
import { rows } from '../test/join-kit';
import { SandboxBillingProvider } from '../providers/billing';
import { DEMO_BILLING, seedDemoBilling } from './seed-demo-billing';
import { ledgerEntries, paymentMethods, users } from './schema';

describeEachDatabase('the demo billing seed', (ctx) => {
  const db = () => ctx().app.db;

  async function demoRows() {
    const [member] = await db().select().from(users).where(eq(users.memberNumber, DEMO_BILLING.memberNumber));
    return {
      ledger: await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, member!.id)),
      cards: await db().select().from(paymentMethods).where(eq(paymentMethods.userId, member!.id)),
    };
  }

  it("gives the demo member this month's dues and a primary card the sandbox knows", async () => {
    const { ledger, cards } = await demoRows();
    expect(ledger).toEqual([
      expect.objectContaining({ id: DEMO_BILLING.duesEntryId, kind: 'dues', amountCents: 4999 }),
    ]);
    expect(cards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isPrimary: true, billingName: 'Alex Rivera' }),
    ]);
    const known = await ctx().app.billing.lookupCard(cards[0]!.providerToken);
    expect(known).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('seeds once: running again, or after the member changed things, adds nothing', async () => {
    const provider = ctx().app.billing;
    if (!(provider instanceof SandboxBillingProvider)) throw new Error('the sandbox is not the billing provider');
    const before = await demoRows();
    await db().delete(paymentMethods).where(eq(paymentMethods.id, before.cards[0]!.id));
    await seedDemoBilling(db(), (card) => provider.tokeniseTestCard(card));
    await seedDemoBilling(db(), (card) => provider.tokeniseTestCard(card));
    const after = await demoRows();
    expect(after.ledger).toEqual(before.ledger);
    expect(after.cards).toEqual([]);
    const [tokens] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from billing_sandbox_cards`);
    expect(tokens?.n).toBe(1);
  });
});
