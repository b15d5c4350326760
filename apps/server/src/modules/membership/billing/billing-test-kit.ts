import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import {
  PAYMENT_KEY_HEADER,
  type StoredCard,
  addCardAnswerSchema,
  billingAnswerSchema,
} from '@gym/contracts/member-billing';
import { ledgerEntries, users } from '../../../db/schema';
import { type Clock, systemClock } from '../../../lib/clock';
import type { TestContext } from '../../../test/app';
import { frameCard } from '../../../test/join-kit';
import { createBillingNotices } from '../billing-run/billing-notices.module';
import { joinReceiptOf } from '../../signup/join-documents/join-receipt';
import { createBillingRun } from '../billing-run/billing-run.module';

/** Helpers for the member billing tests: fresh members, debts, cards and payments through the real API. */

const PASSWORD = 'Billing123!';
let members = 0;

/** A new active member with no cards and no ledger, signed in. */
export async function newMember(ctx: TestContext): Promise<{ id: string; token: string }> {
  members += 1;
  const email = `billing.${Date.now()}.${members}@example.com`;
  const [row] = await ctx.app.db
    .insert(users)
    .values({
      email,
      passwordHash: await ctx.app.passwords.hash(PASSWORD),
      role: 'member',
      memberStatus: 'active',
      firstName: 'Bill',
      lastName: `Payer${members}`,
      homeClubId: '101',
      scanCode: `TEST-BILLING-${randomUUID()}`,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  return { id: row.id, token: await ctx.login(email, PASSWORD) };
}

/** Books a debt (dues) on the member's ledger. */
export async function owe(ctx: TestContext, userId: string, amountCents: number, description = 'Monthly dues') {
  await ctx.app.db.insert(ledgerEntries).values({ userId, kind: 'dues', amountCents, description });
}

export async function getBilling(ctx: TestContext, token: string) {
  const response = await ctx.asMember(token, { method: 'GET', url: '/billing' });
  expect(response.statusCode).toBe(200);
  return billingAnswerSchema.parse(response.json());
}

/** Tokenises a sandbox card as the frame does and posts it as the member's dialog does. */
export async function postCard(
  ctx: TestContext,
  token: string,
  options: { number?: string; billingName?: string; isPrimary?: boolean } = {},
) {
  const card = await frameCard(ctx, options.number ?? SANDBOX_TEST_CARDS.success);
  return ctx.asMember(token, {
    method: 'POST',
    url: '/payment-methods/credit-card',
    payload: {
      ...card,
      billingName: options.billingName ?? 'Bill Payer',
      ...(options.isPrimary === undefined ? {} : { isPrimary: options.isPrimary }),
    },
  });
}

export async function addCard(
  ctx: TestContext,
  token: string,
  options: Parameters<typeof postCard>[2] = {},
): Promise<StoredCard> {
  const response = await postCard(ctx, token, options);
  expect(response.statusCode, response.body).toBe(200);
  return addCardAnswerSchema.parse(response.json()).data.creditCard;
}

export function pay(ctx: TestContext, token: string, key: string | null, payload: object = {}) {
  return ctx.asMember(token, {
    method: 'POST',
    url: '/billing/make-payment',
    payload,
    headers: key === null ? {} : { [PAYMENT_KEY_HEADER]: key },
  });
}

export const makePrimaryUrl = (cardId: string, address: Record<string, string> = {}) => {
  const query = new URLSearchParams({
    cardId,
    billingAddressLine1: '1450 Fourth Street',
    billingCity: 'San Rafael',
    billingState: 'CA',
    billingZip: '94901',
    ...address,
  });
  return `/billing?${query}`;
};

export const deleteUrl = (cardId: string) => `/payment-methods/credit-card?cardId=${encodeURIComponent(cardId)}`;

/** Runs the billing engine on the test app's database, as the hourly job does (test apps run with JOBS=off). */
export function runBilling(ctx: TestContext, clock: Clock = systemClock) {
  return createBillingRun({
    db: ctx.app.db,
    provider: ctx.app.billing,
    clock,
    retryDays: ctx.config.BILLING_RETRY_DAYS,
    log: ctx.app.log,
  }).run();
}

/** Sends the due billing notices from the test app's database, as the notices job does (test apps run with JOBS=off). */
export function sendBillingNotices(ctx: TestContext, clock: Clock = systemClock) {
  const { app, config } = ctx;
  return createBillingNotices({
    db: app.db,
    mailer: app.mailer,
    storage: app.storage,
    clock,
    config,
    log: app.log,
    joinReceipt: joinReceiptOf({ db: app.db, storage: app.storage, config }),
  }).notices.sendDue();
}
