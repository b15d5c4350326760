import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCardAnswerSchema } from '@gym/contracts/join';
import { describeEachDatabase } from '../../../test/app';
import { frameCard, newPayload, rows, submit } from '../../../test/join-kit';

describeEachDatabase('the sign-up card calls and create-guest', (ctx) => {
  describe('insert-card-details and credit-card', () => {
    it("keeps the frame's card with its name, names it, and the join uses both", async () => {
      const card = await frameCard(ctx());
      const inserted = await ctx().signup({
        method: 'POST',
        url: '/api/ols/insert-card-details',
        payload: { ...card, billingName: 'R. Joiner' },
      });
      const creditCardId = insertCardAnswerSchema.parse(inserted.json()).data.creditCardId;
      const named = await ctx().signup({
        method: 'PUT',
        url: '/api/ols/credit-card',
        payload: { nickname: 'Gym card', creditCardId },
      });
      expect(named.json()).toEqual({ success: true });

      const payload = newPayload(card, { billingName: 'Robin Joiner' });
      const joined = await submit(ctx(), '/api/ols/create-user', payload, randomUUID());
      expect(joined.json().success).toBe(true);
      const [method] = await rows(
        ctx().app.db,
        sql`select billing_name, nickname, last4 from payment_methods where provider_token = ${card.cc_merchant_unique_id}`,
      );
      expect(method).toEqual({ billing_name: 'R. Joiner', nickname: 'Gym card', last4: '4242' });
    });

    it('refuses a token the provider does not know, and details that do not match the card', async () => {
      const card = await frameCard(ctx());
      const unknown = await ctx().signup({
        method: 'POST',
        url: '/api/ols/insert-card-details',
        payload: { ...card, cc_merchant_unique_id: 'tok_nobody_knows_1', billingName: 'X' },
      });
      expect(unknown.statusCode).toBe(400);
      const mismatch = await ctx().signup({
        method: 'POST',
        url: '/api/ols/insert-card-details',
        payload: { ...card, cc_number: '************1111', billingName: 'X' },
      });
      expect(mismatch.statusCode).toBe(400);
    });

    it('answers 404 for a nickname of an unknown card', async () => {
      const response = await ctx().signup({
        method: 'PUT',
        url: '/api/ols/credit-card',
        payload: { nickname: 'x', creditCardId: randomUUID() },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('POST /sign-up/create-guest', () => {
    const guest = {
      firstName: 'Gale',
      lastName: 'Guest',
      email: `guest.${Date.now()}@example.com`,
      phone: '415-555-0142',
    };
    const create = (payload: unknown) =>
      ctx().signup({ method: 'POST', url: '/sign-up/create-guest', payload: payload as Record<string, unknown> });

    it('answers the guest, then a plain string for the same e-mail in any case', async () => {
      const first = await create(guest);
      expect(first.json()).toEqual({ ...guest, phone: '4155550142', id: expect.any(String) });
      const again = await create({ ...guest, email: guest.email.toUpperCase() });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toBe('Email already exist');
    });

    it("refuses a short phone with the older schema's text", async () => {
      const response = await create({ ...guest, email: 'short.phone@example.com', phone: '555-0142' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Phone Number must contain at least 10 Numbers');
    });

    it('needs the sign-up access token', async () => {
      expect((await ctx().signed({ method: 'POST', url: '/sign-up/create-guest', payload: guest })).statusCode).toBe(
        401,
      );
    });
  });
});
