import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  MEMBER_BILLING_MESSAGES,
  PAYMENT_KEY_HEADER,
  addCardAnswerSchema,
  addCardBodySchema,
  billingAnswerSchema,
  cardChangeAnswerSchema,
  deleteCardQuerySchema,
  makePaymentAnswerSchema,
  makePaymentBodySchema,
  makePrimaryQuerySchema,
} from '@gym/contracts/member-billing';
import { billingStandingAnswerSchema } from '@gym/contracts/billing-history';
import { badRequest } from '../../../lib/app-error';
import type { BillingAccountService } from './billing-account.service';
import type { MemberCardsService } from './member-cards.service';
import type { MemberPaymentService } from './member-payment.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment's request key: one UUID per payment the member confirms (a repeat of it pays nothing more). */
export function paymentKeyOf(request: FastifyRequest): string {
  const value = request.headers[PAYMENT_KEY_HEADER];
  const key = typeof value === 'string' ? value.trim() : '';
  if (!UUID.test(key)) {
    throw badRequest(MEMBER_BILLING_MESSAGES.paymentKeyRequired, [
      { field: PAYMENT_KEY_HEADER, message: MEMBER_BILLING_MESSAGES.paymentKeyRequired },
    ]);
  }
  return key.toLowerCase();
}

const TAGS = ['member billing'];

/** A member's balance, payment and saved cards (member-auth scope; docs/decisions/0013, 0019). */
export const billingAccountRoutes: FastifyPluginAsyncZod<{
  account: BillingAccountService;
  cards: MemberCardsService;
  payments: MemberPaymentService;
}> = async (app, { account, cards, payments }) => {
  app.get(
    '/billing',
    {
      schema: {
        tags: TAGS,
        summary: "The member's balance (ledger), saved cards, payment history and billing standing",
        description:
          'history: charges, declines and refunds, newest first (each charge with its receipt URL); standing: ' +
          'current, past due or suspended, the next charge and, while past due, the day the card is tried again.',
        response: { 200: billingAnswerSchema },
      },
    },
    async (request) => account.billing(request.member.id, request.locale),
  );

  app.get(
    '/billing/standing',
    {
      schema: {
        tags: TAGS,
        summary: "The member's billing standing alone (the member home): status, next charge, retry day",
        response: { 200: billingStandingAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: await account.standing(request.member.id) }),
  );

  app.put(
    '/billing',
    {
      schema: {
        tags: TAGS,
        summary: "Makes one of the member's cards primary; the billing address is checked, not kept",
        querystring: makePrimaryQuerySchema,
        response: { 200: cardChangeAnswerSchema },
      },
    },
    async (request) => {
      await cards.makePrimary(request.member.id, request.query);
      return { success: true, message: MEMBER_BILLING_MESSAGES.cardPrimary };
    },
  );

  app.post(
    '/billing/make-payment',
    {
      schema: {
        tags: TAGS,
        summary: `Pays the balance due (or part of it), exactly once per ${PAYMENT_KEY_HEADER}`,
        description:
          `The ${PAYMENT_KEY_HEADER} header (a UUID) is required: a repeat with the same key answers the first ` +
          "outcome and never charges twice. A decline is a 402 with the provider's text; another payment of the " +
          'member still in progress is a 409.',
        body: z.optional(makePaymentBodySchema),
        response: { 200: makePaymentAnswerSchema },
      },
    },
    async (request) => {
      const key = paymentKeyOf(request);
      const payment = await payments.pay(request.member.id, key, request.body ?? {});
      return { success: true, message: MEMBER_BILLING_MESSAGES.paymentThanks, data: payment };
    },
  );

  app.post(
    '/payment-methods/credit-card',
    {
      schema: {
        tags: TAGS,
        summary: "Saves the card the provider's frame gave (looked up at the provider); the first card is primary",
        body: addCardBodySchema,
        response: { 200: addCardAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: MEMBER_BILLING_MESSAGES.cardAdded,
      data: { creditCard: await cards.add(request.member.id, request.body) },
    }),
  );

  app.delete(
    '/payment-methods/credit-card',
    {
      schema: {
        tags: TAGS,
        summary:
          'Deletes a saved card (not the primary one while others exist, not the last one while a balance is due)',
        querystring: deleteCardQuerySchema,
        response: { 200: cardChangeAnswerSchema },
      },
    },
    async (request) => {
      await cards.delete(request.member.id, request.query.cardId);
      return { success: true, message: MEMBER_BILLING_MESSAGES.cardDeleted };
    },
  );
};
