import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES } from '@gym/contracts/member-billing';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { frameCard, rows } from '../../../test/join-kit';
import { addCard, deleteUrl, getBilling, makePrimaryUrl, newMember, owe, pay, runBilling } from './billing-test-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDatabase('member billing: GET /billing and the card calls', (ctx) => {
  describe('GET /billing', () => {
    it("shows the demo member's dues, posted and paid by the billing run, and primary card, never a token", async () => {
      await runBilling(ctx());
      const token = await ctx().login(DEMO.member.email, DEMO.member.password);
      const response = await ctx().asMember(token, { method: 'GET', url: '/billing' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('tok_');
      const billing = await getBilling(ctx(), token);
      expect(billing.success).toBe(true);
      // Paid by autopay: nothing makes up the balance any more.
      expect(billing.balanceData).toEqual({
        success: true,
        data: { balance: '$0.00', balanceCents: 0, amountDue: '$0.00', amountDueCents: 0, entries: [] },
      });
      const year = String(new Date().getUTCFullYear() + 3);
      expect(billing.paymentData).toEqual({
        success: true,
        data: {
          creditCards: [
            {
              cardNumber: '************4242',
              isPrimary: true,
              i4goUniqueId: expect.stringMatching(UUID),
              i4goCardType: 'visa',
              cardExpirationMonth: '12',
              cardExpirationYear: year,
              billingName: 'Alex Rivera',
            },
          ],
        },
      });
    });

    it("shows the past-due demo member's dues, which their declining card did not pay", async () => {
      await runBilling(ctx());
      const { email, password, memberNumber } = DEMO.familyMember;
      const token = await ctx().login(email, password, String(memberNumber));
      const billing = await getBilling(ctx(), token);
      // The month's dues at the price of Sam's plan, and nothing else.
      const [plan] = await rows<{ price_cents: number }>(
        ctx().app.db,
        sql`select price_cents from memberships m join users u on u.id = m.user_id where u.member_number = ${memberNumber}`,
      );
      const due = plan!.price_cents;
      expect(billing.balanceData.data).toMatchObject({ balanceCents: due, amountDueCents: due });
      expect(billing.balanceData.data.entries).toEqual([
        {
          id: expect.stringMatching(UUID),
          kind: 'dues',
          description: expect.stringMatching(/^Monthly dues, [A-Z][a-z]+ \d{4}$/),
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          amount: expect.stringMatching(/^\$\d+\.\d{2}$/),
          amountCents: due,
        },
      ]);
      expect(billing.paymentData.data.creditCards).toEqual([
        expect.objectContaining({ cardNumber: '************0002', isPrimary: true, billingName: 'Sam Lee' }),
      ]);
    });

    it('shows a member only their own cards and balance', async () => {
      const owner = await newMember(ctx());
      const other = await newMember(ctx());
      await owe(ctx(), owner.id, 1234);
      await addCard(ctx(), owner.token);
      const theirs = await getBilling(ctx(), other.token);
      expect(theirs.balanceData.data).toMatchObject({ balance: '$0.00', balanceCents: 0, entries: [] });
      expect(theirs.paymentData.data.creditCards).toEqual([]);
      const mine = await getBilling(ctx(), owner.token);
      expect(mine.balanceData.data.amountDue).toBe('$12.34');
      expect(mine.paymentData.data.creditCards).toHaveLength(1);
    });

    it("needs a member's token", async () => {
      expect((await ctx().signed({ method: 'GET', url: '/billing' })).statusCode).toBe(401);
      expect((await ctx().signup({ method: 'GET', url: '/billing' })).statusCode).toBe(401);
      expect((await ctx().asMember('not-a-token', { method: 'GET', url: '/billing' })).statusCode).toBe(401);
    });
  });

  describe('POST /payment-methods/credit-card', () => {
    it('saves the first card as primary and later ones not, unless asked', async () => {
      const member = await newMember(ctx());
      const first = await addCard(ctx(), member.token, { billingName: '  Bill Payer ' });
      expect(first).toEqual({
        cardNumber: '************4242',
        isPrimary: true,
        i4goUniqueId: expect.stringMatching(UUID),
        i4goCardType: 'visa',
        cardExpirationMonth: '12',
        cardExpirationYear: expect.stringMatching(/^20\d{2}$/),
        billingName: 'Bill Payer',
      });
      const second = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.amex });
      expect(second).toMatchObject({ isPrimary: false, i4goCardType: 'amex', cardNumber: '***********0005' });
      const third = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.mastercard, isPrimary: true });
      expect(third.isPrimary).toBe(true);

      const cards = (await getBilling(ctx(), member.token)).paymentData.data.creditCards;
      expect(cards.map((card) => [card.i4goUniqueId, card.isPrimary])).toEqual([
        [third.i4goUniqueId, true],
        [first.i4goUniqueId, false],
        [second.i4goUniqueId, false],
      ]);
    });

    it('keeps one row for the same token posted twice (the name is updated)', async () => {
      const member = await newMember(ctx());
      const card = await frameCard(ctx());
      const post = (billingName: string) =>
        ctx().asMember(member.token, {
          method: 'POST',
          url: '/payment-methods/credit-card',
          payload: { ...card, billingName },
        });
      const first = await post('First Name');
      const again = await post('Second Name');
      expect(again.json().data.creditCard.i4goUniqueId).toBe(first.json().data.creditCard.i4goUniqueId);
      const cards = (await getBilling(ctx(), member.token)).paymentData.data.creditCards;
      expect(cards).toEqual([expect.objectContaining({ billingName: 'Second Name', isPrimary: true })]);
    });

    it('refuses a token the provider does not know, details that disagree with it and bad fields', async () => {
      const member = await newMember(ctx());
      const card = await frameCard(ctx());
      const post = (payload: object) =>
        ctx().asMember(member.token, { method: 'POST', url: '/payment-methods/credit-card', payload });
      const unknown = await post({ ...card, cc_merchant_unique_id: 'tok_nobody_knows_1', billingName: 'X' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(MEMBER_BILLING_MESSAGES.cardTokenUnknown);
      for (const wrong of [{ cc_number: '************1111' }, { i4go_cardtype: 'mastercard' }]) {
        const response = await post({ ...card, ...wrong, billingName: 'X' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MEMBER_BILLING_MESSAGES.cardMismatch);
      }
      for (const bad of [
        { ...card },
        { ...card, billingName: '   ' },
        { ...card, billingName: 'X', cvc: '123' },
        { ...card, billingName: 'X', expiration_date: '11/30' },
        { ...card, billingName: 'X', isPrimary: 'yes' },
      ]) {
        expect((await post(bad)).statusCode).toBe(400);
      }
      expect((await getBilling(ctx(), member.token)).paymentData.data.creditCards).toEqual([]);
    });

    it("refuses another member's card token like an unknown one", async () => {
      const owner = await newMember(ctx());
      const other = await newMember(ctx());
      const card = await frameCard(ctx());
      const payload = { ...card, billingName: 'Owner' };
      const url = '/payment-methods/credit-card';
      expect((await ctx().asMember(owner.token, { method: 'POST', url, payload })).statusCode).toBe(200);
      const stolen = await ctx().asMember(other.token, { method: 'POST', url, payload });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().message).toBe(MEMBER_BILLING_MESSAGES.cardTokenUnknown);
      expect((await getBilling(ctx(), other.token)).paymentData.data.creditCards).toEqual([]);
    });
  });

  describe('PUT /billing (make primary)', () => {
    it('makes the card primary and unsets the old one, in one step', async () => {
      const member = await newMember(ctx());
      const first = await addCard(ctx(), member.token);
      const second = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.mastercard });
      const response = await ctx().asMember(member.token, { method: 'PUT', url: makePrimaryUrl(second.i4goUniqueId) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: MEMBER_BILLING_MESSAGES.cardPrimary });
      const cards = (await getBilling(ctx(), member.token)).paymentData.data.creditCards;
      expect(cards.map((card) => [card.i4goUniqueId, card.isPrimary])).toEqual([
        [second.i4goUniqueId, true],
        [first.i4goUniqueId, false],
      ]);
      // Again for the card that already is primary: nothing changes.
      await ctx().asMember(member.token, { method: 'PUT', url: makePrimaryUrl(second.i4goUniqueId) });
      const [primaries] = await rows<{ n: number }>(
        ctx().app.db,
        sql`select count(*)::int as n from payment_methods where user_id = ${member.id} and is_primary`,
      );
      expect(primaries?.n).toBe(1);
    });

    it('checks the billing address with the sign-up rules', async () => {
      const member = await newMember(ctx());
      const card = await addCard(ctx(), member.token);
      const cases: [Record<string, string>, string, string][] = [
        [{ billingAddressLine1: '' }, 'billingAddressLine1', 'Address is required'],
        [{ billingAddressLine1: 'a'.repeat(101) }, 'billingAddressLine1', 'Please enter a valid address'],
        [{ billingCity: '' }, 'billingCity', 'City is required'],
        [{ billingState: 'XX' }, 'billingState', 'State is required'],
        [{ billingZip: '9490' }, 'billingZip', 'Please enter a valid zipcode'],
        [{ billingZip: '' }, 'billingZip', 'Zip Code is required'],
      ];
      for (const [change, field, message] of cases) {
        const response = await ctx().asMember(member.token, {
          method: 'PUT',
          url: makePrimaryUrl(card.i4goUniqueId, change),
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors).toContainEqual({ field, message });
      }
      const noCard = await ctx().asMember(member.token, { method: 'PUT', url: '/billing' });
      expect(noCard.statusCode).toBe(400);
      expect(noCard.json().errors).toContainEqual({ field: 'cardId', message: MEMBER_BILLING_MESSAGES.cardIdRequired });
    });

    it("answers 404 for an unknown card, a malformed id and another member's card, changing nothing", async () => {
      const owner = await newMember(ctx());
      const other = await newMember(ctx());
      const first = await addCard(ctx(), owner.token);
      const second = await addCard(ctx(), owner.token, { number: SANDBOX_TEST_CARDS.discover });
      await addCard(ctx(), other.token);
      for (const [token, cardId] of [
        [owner.token, randomUUID()],
        [owner.token, 'not-a-card'],
        [other.token, second.i4goUniqueId],
      ] as const) {
        const response = await ctx().asMember(token, { method: 'PUT', url: makePrimaryUrl(cardId) });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: MEMBER_BILLING_MESSAGES.cardNotFound });
      }
      const cards = (await getBilling(ctx(), owner.token)).paymentData.data.creditCards;
      expect(cards.find((card) => card.isPrimary)?.i4goUniqueId).toBe(first.i4goUniqueId);
    });
  });

  describe('DELETE /payment-methods/credit-card', () => {
    it('deletes a card that is not primary; refuses the primary one while another exists', async () => {
      const member = await newMember(ctx());
      const primary = await addCard(ctx(), member.token);
      const spare = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.mastercard });

      const refused = await ctx().asMember(member.token, { method: 'DELETE', url: deleteUrl(primary.i4goUniqueId) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MEMBER_BILLING_MESSAGES.deletePrimary);

      const deleted = await ctx().asMember(member.token, { method: 'DELETE', url: deleteUrl(spare.i4goUniqueId) });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: MEMBER_BILLING_MESSAGES.cardDeleted });
      const cards = (await getBilling(ctx(), member.token)).paymentData.data.creditCards;
      expect(cards.map((card) => card.i4goUniqueId)).toEqual([primary.i4goUniqueId]);
    });

    it('refuses the last card while a balance is due, and deletes it once paid', async () => {
      const member = await newMember(ctx());
      const only = await addCard(ctx(), member.token);
      await owe(ctx(), member.id, 2500);
      const refused = await ctx().asMember(member.token, { method: 'DELETE', url: deleteUrl(only.i4goUniqueId) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MEMBER_BILLING_MESSAGES.deleteLastWithBalance);

      expect((await pay(ctx(), member.token, randomUUID())).statusCode).toBe(200);
      const deleted = await ctx().asMember(member.token, { method: 'DELETE', url: deleteUrl(only.i4goUniqueId) });
      expect(deleted.statusCode).toBe(200);
      expect((await getBilling(ctx(), member.token)).paymentData.data.creditCards).toEqual([]);
    });

    it("answers 404 for an unknown card and another member's card, which stays", async () => {
      const owner = await newMember(ctx());
      const other = await newMember(ctx());
      const card = await addCard(ctx(), owner.token);
      for (const [token, cardId] of [
        [owner.token, randomUUID()],
        [owner.token, '../../etc'],
        [other.token, card.i4goUniqueId],
      ] as const) {
        const response = await ctx().asMember(token, { method: 'DELETE', url: deleteUrl(cardId) });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(MEMBER_BILLING_MESSAGES.cardNotFound);
      }
      const missing = await ctx().asMember(owner.token, { method: 'DELETE', url: '/payment-methods/credit-card' });
      expect(missing.statusCode).toBe(400);
      expect((await getBilling(ctx(), owner.token)).paymentData.data.creditCards).toHaveLength(1);
    });
  });

  it("refuses every card call without a member's token", async () => {
    for (const [method, url] of [
      ['PUT', makePrimaryUrl(randomUUID())],
      ['POST', '/payment-methods/credit-card'],
      ['DELETE', deleteUrl(randomUUID())],
      ['POST', '/billing/make-payment'],
    ] as const) {
      expect((await ctx().signed({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
