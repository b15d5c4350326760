import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { CARD_DECLINED_MESSAGE, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES, makePaymentAnswerSchema } from '@gym/contracts/member-billing';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { count, rows } from '../../../test/join-kit';
import { addCard, getBilling, newMember, owe, pay, runBilling } from './billing-test-kit';
import { MemberPaymentsRepository } from './member-payments.repository';
import { LEDGER_KEYS } from '../ledger';
import { MemberPaymentService } from './member-payment.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDatabase('member billing: POST /billing/make-payment', (ctx) => {
  const db = () => ctx().app.db;
  const payments = (userId: string) => count(db(), 'charges', `user_id = '${userId}' and kind = 'payment'`);
  const ledgerPayments = (userId: string) =>
    count(db(), 'ledger_entries', `user_id = '${userId}' and kind = 'payment'`);
  const providerCharges = (userId: string, key: string) =>
    count(db(), 'billing_sandbox_charges', `idempotency_key = '${LEDGER_KEYS.memberPayment(userId, key)}'`);
  const attempt = async (userId: string, key: string) =>
    (
      await rows(
        db(),
        sql`select status, amount_cents, provider_charge_id is not null as charged from payment_attempts
            where provider_key = ${LEDGER_KEYS.memberPayment(userId, key)}`,
      )
    )[0];

  /** A member owing `cents`, with one saved (primary) card of the given number. */
  async function debtor(cents: number, number: string = SANDBOX_TEST_CARDS.success) {
    const member = await newMember(ctx());
    await owe(ctx(), member.id, cents);
    const card = await addCard(ctx(), member.token, { number });
    return { ...member, card };
  }

  it("pays the past-due demo member's dues: declined on the seeded card, paid with another", async () => {
    await runBilling(ctx());
    const { email, password, memberNumber } = DEMO.familyMember;
    const token = await ctx().login(email, password, String(memberNumber));
    const declined = await pay(ctx(), token, randomUUID());
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json()).toMatchObject({ message: CARD_DECLINED_MESSAGE });
    const card = await addCard(ctx(), token, { number: SANDBOX_TEST_CARDS.success, isPrimary: false });
    const response = await pay(ctx(), token, randomUUID(), { cardId: card.i4goUniqueId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Thank you for your payment.' });
    const billing = await getBilling(ctx(), token);
    expect(billing.balanceData.data).toEqual({
      balance: '$0.00',
      balanceCents: 0,
      amountDue: '$0.00',
      amountDueCents: 0,
      entries: [],
    });
  });

  it('pays the whole balance with the primary card: one charge row and one ledger entry, in one answer', async () => {
    const member = await debtor(4999);
    const key = randomUUID();
    const response = await pay(ctx(), member.token, key);
    expect(response.statusCode).toBe(200);
    const answer = makePaymentAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      success: true,
      message: MEMBER_BILLING_MESSAGES.paymentThanks,
      data: {
        paymentId: expect.stringMatching(UUID),
        amount: '$49.99',
        amountCents: 4999,
        paidAt: expect.any(String),
      },
    });
    const [charge] = await rows<Record<string, unknown>>(
      db(),
      sql`select c.kind, c.amount_cents, c.idempotency_key, l.amount_cents as ledger_cents, l.description
          from charges c join ledger_entries l on l.charge_id = c.id where c.id = ${answer.data.paymentId}`,
    );
    expect(charge).toEqual({
      kind: 'payment',
      amount_cents: 4999,
      idempotency_key: LEDGER_KEYS.memberPayment(member.id, key),
      ledger_cents: -4999,
      description: 'Payment, Visa ending 4242',
    });
    expect(await providerCharges(member.id, key)).toBe(1);
    expect(await attempt(member.id, key)).toEqual({ status: 'succeeded', amount_cents: 4999, charged: true });
    expect((await getBilling(ctx(), member.token)).balanceData.data).toMatchObject({ balance: '$0.00', entries: [] });
  });

  it('answers a repeat of the key with the same outcome and charges nothing more', async () => {
    const member = await debtor(2000);
    const key = randomUUID();
    const first = await pay(ctx(), member.token, key);
    await owe(ctx(), member.id, 700);
    // Even with a new debt and another amount asked: the key's payment is done.
    const again = await pay(ctx(), member.token, key.toUpperCase(), { amountCents: 700 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await payments(member.id)).toBe(1);
    expect(await ledgerPayments(member.id)).toBe(1);
    expect(await providerCharges(member.id, key)).toBe(1);
    expect((await getBilling(ctx(), member.token)).balanceData.data.amountDue).toBe('$7.00');
  });

  it('makes one payment for two concurrent requests with one key', async () => {
    const member = await debtor(3100);
    const key = randomUUID();
    const [a, b] = await Promise.all([pay(ctx(), member.token, key), pay(ctx(), member.token, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.paymentId).toBe(b.json().data.paymentId);
    expect(await payments(member.id)).toBe(1);
    expect(await ledgerPayments(member.id)).toBe(1);
    expect(await providerCharges(member.id, key)).toBe(1);
  });

  it('makes one payment for one key sent to two server instances at once', async () => {
    const member = await debtor(4200);
    const key = randomUUID();
    const repository = new MemberPaymentsRepository(db());
    const instances = [0, 1].map(() => new MemberPaymentService(ctx().app.billing, repository, ctx().app.log));
    const [a, b] = await Promise.all(instances.map((service) => service.pay(member.id, key, {})));
    expect(a).toEqual(b);
    expect(await payments(member.id)).toBe(1);
    expect(await ledgerPayments(member.id)).toBe(1);
    expect(await providerCharges(member.id, key)).toBe(1);
    expect((await getBilling(ctx(), member.token)).balanceData.data.balanceCents).toBe(0);
  });

  it('refuses the second of two concurrent payments with different keys (409) and charges once', async () => {
    const member = await debtor(3100);
    // The provider answers the first payment only once the second one has its answer: they overlap for sure.
    const billing = ctx().app.billing;
    const charge = billing.charge.bind(billing);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(billing, 'charge').mockImplementation(async (request) => {
      await held;
      return charge(request);
    });
    let a, b;
    try {
      const first = pay(ctx(), member.token, randomUUID());
      await vi.waitUntil(() => spy.mock.calls.length === 1);
      b = await pay(ctx(), member.token, randomUUID());
      release();
      a = await first;
    } finally {
      spy.mockRestore();
    }
    expect([a.statusCode, b.statusCode]).toEqual([200, 409]);
    expect([a, b].find((response) => response.statusCode === 409)?.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: MEMBER_BILLING_MESSAGES.paymentInProgress,
    });
    expect(await payments(member.id)).toBe(1);
    expect(await ledgerPayments(member.id)).toBe(1);
    expect(await count(db(), 'billing_sandbox_charges', `idempotency_key like 'member-payment:${member.id}:%'`)).toBe(
      1,
    );
    expect((await getBilling(ctx(), member.token)).balanceData.data.balanceCents).toBe(0);
  });

  it("pays through a lost provider answer (the sandbox's timeout card) once", async () => {
    const member = await debtor(990, SANDBOX_TEST_CARDS.timeout);
    const key = randomUUID();
    const response = await pay(ctx(), member.token, key);
    expect(response.statusCode, response.body).toBe(200);
    expect(await providerCharges(member.id, key)).toBe(1);
    expect(await payments(member.id)).toBe(1);
  });

  it("answers a decline with 402 and the provider's text, again for the same key, and records nothing", async () => {
    const member = await debtor(4999, SANDBOX_TEST_CARDS.decline);
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await pay(ctx(), member.token, key);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: CARD_DECLINED_MESSAGE });
    }
    expect(await providerCharges(member.id, key)).toBe(1);
    expect(await payments(member.id)).toBe(0);
    expect(await attempt(member.id, key)).toEqual({ status: 'declined', amount_cents: 4999, charged: true });
    expect((await getBilling(ctx(), member.token)).balanceData.data.amountDue).toBe('$49.99');

    // Another card, with a new key, pays.
    const good = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.mastercard });
    const paid = await pay(ctx(), member.token, randomUUID(), { cardId: good.i4goUniqueId });
    expect(paid.statusCode).toBe(200);
    expect((await getBilling(ctx(), member.token)).balanceData.data.amountDue).toBe('$0.00');
  });

  it('pays part of the balance with a chosen card; the entries show what makes up the rest', async () => {
    const member = await debtor(4999);
    const other = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.discover });
    const response = await pay(ctx(), member.token, randomUUID(), { amountCents: 1000, cardId: other.i4goUniqueId });
    expect(response.statusCode).toBe(200);
    const balance = (await getBilling(ctx(), member.token)).balanceData.data;
    expect(balance).toMatchObject({ balance: '$39.99', amountDueCents: 3999 });
    expect(balance.entries.map((entry) => [entry.kind, entry.amount, entry.description])).toEqual([
      ['dues', '$49.99', 'Monthly dues'],
      ['payment', '-$10.00', 'Payment, Discover ending 1117'],
    ]);
  });

  it('refuses amounts that are not more than 0 and at most the balance', async () => {
    const member = await debtor(500);
    const tooMuch = await pay(ctx(), member.token, randomUUID(), { amountCents: 501 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(MEMBER_BILLING_MESSAGES.amountTooHigh);
    for (const payload of [{ amountCents: 0 }, { amountCents: -5 }, { amountCents: 1.5 }, { amount: '$5.00' }]) {
      expect((await pay(ctx(), member.token, randomUUID(), payload)).statusCode).toBe(400);
    }
    expect(await payments(member.id)).toBe(0);
  });

  it('refuses a payment with nothing due, without a card, or without a request key', async () => {
    const member = await newMember(ctx());
    const nothing = await pay(ctx(), member.token, randomUUID());
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MEMBER_BILLING_MESSAGES.nothingDue);

    await owe(ctx(), member.id, 1000);
    const noCard = await pay(ctx(), member.token, randomUUID());
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toBe(MEMBER_BILLING_MESSAGES.noCard);

    await addCard(ctx(), member.token);
    for (const key of [null, '', 'not-a-uuid']) {
      const response = await pay(ctx(), member.token, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MEMBER_BILLING_MESSAGES.paymentKeyRequired);
    }
    expect(await payments(member.id)).toBe(0);
  });

  it("refuses another member's card with 404 and never charges it", async () => {
    const owner = await debtor(800);
    const other = await debtor(800);
    const response = await pay(ctx(), other.token, randomUUID(), { cardId: owner.card.i4goUniqueId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MEMBER_BILLING_MESSAGES.cardNotFound);
    expect(await payments(other.id)).toBe(0);
    expect(await payments(owner.id)).toBe(0);
  });

  it("keeps members' keys apart: the same request key pays each member's own balance", async () => {
    const a = await debtor(100);
    const b = await debtor(200);
    const key = randomUUID();
    const paidA = await pay(ctx(), a.token, key);
    const paidB = await pay(ctx(), b.token, key);
    expect([paidA.json().data.amount, paidB.json().data.amount]).toEqual(['$1.00', '$2.00']);
    expect((await getBilling(ctx(), a.token)).balanceData.data.balanceCents).toBe(0);
    expect((await getBilling(ctx(), b.token)).balanceData.data.balanceCents).toBe(0);
  });
});
