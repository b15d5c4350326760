import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/app';
import { rows } from '../test/join-kit';
import { SandboxBillingProvider } from '../providers/billing';
import { DEMO_CARDS, seedDemoBilling } from './seed-demo-billing';
import { ledgerEntries, paymentAttempts, paymentMethods, users } from './schema';

describeEachDatabase('the demo billing seed', (ctx) => {
  const db = () => ctx().app.db;

  async function demoCards() {
    const members = await db()
      .select({ id: users.id, memberNumber: users.memberNumber })
      .from(users)
      .where(
        inArray(
          users.memberNumber,
          DEMO_CARDS.map((demo) => demo.memberNumber),
        ),
      );
    const cards = await db()
      .select()
      .from(paymentMethods)
      .where(
        inArray(
          paymentMethods.userId,
          members.map((member) => member.id),
        ),
      );
    return members.map((member) => ({
      memberNumber: member.memberNumber,
      cards: cards.filter((card) => card.userId === member.id),
    }));
  }

  it('gives each demo member a primary card the sandbox knows, and no hand-made ledger rows', async () => {
    const seeded = await demoCards();
    expect(seeded).toHaveLength(DEMO_CARDS.length);
    for (const { memberNumber, cards } of seeded) {
      const demo = DEMO_CARDS.find((entry) => entry.memberNumber === memberNumber)!;
      expect(cards).toEqual([
        expect.objectContaining({ last4: demo.number.slice(-4), isPrimary: true, billingName: demo.name }),
      ]);
      expect(await ctx().app.billing.lookupCard(cards[0]!.providerToken)).toMatchObject({ brand: 'visa' });
    }
    // Dues come from the billing run, which this test app (JOBS=off) has not run.
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from ${ledgerEntries}`);
    expect(n).toBe(0);
  });

  it('seeds once: running again adds nothing, nor does it give back a card a member who paid deleted', async () => {
    const provider = ctx().app.billing;
    if (!(provider instanceof SandboxBillingProvider)) throw new Error('the sandbox is not the billing provider');
    const before = await demoCards();
    const [first] = before;
    const card = first!.cards[0]!;
    await db()
      .insert(paymentAttempts)
      .values({
        userId: card.userId,
        providerKey: `member-payment:${card.userId}:seed-test`,
        amountCents: 100,
        cardToken: card.providerToken,
        description: 'Payment, Visa ending 4242',
        status: 'declined',
      });
    await db().delete(paymentMethods).where(eq(paymentMethods.id, card.id));
    await seedDemoBilling(db(), (details) => provider.tokeniseTestCard(details));
    await seedDemoBilling(db(), (details) => provider.tokeniseTestCard(details));
    const after = await demoCards();
    expect(after).toEqual([{ ...first, cards: [] }, ...before.slice(1)]);
    const [tokens] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from billing_sandbox_cards`);
    expect(tokens?.n).toBe(DEMO_CARDS.length);
  });
});
