import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type FrameCardMessage, SANDBOX_TEST_CARDS, frameCardMessageSchema } from '@gym/contracts/billing';
import {
  type ExistingUserPayload,
  IDEMPOTENCY_KEY_HEADER,
  type NewUserPayload,
  joinAnswerSchema,
} from '@gym/contracts/join';
import type { Database } from '../db/client';
import { TokenService } from '../lib/tokens';
import type { JoinCommitHooks } from '../modules/signup/join/join-commit.repository';
import { createJoinModule } from '../modules/signup/join/join.module';
import { ClubsRepository, ClubsService } from '../modules/club/clubs';
import { PlansRepository, PlansService } from '../modules/club/plans';
import { SiteTextsRepository } from '../modules/club/site-texts/site-texts.repository';
import { UsersRepository } from '../modules/accounts/users/users.repository';
import { type BillingProvider, SandboxBillingProvider } from '../providers/billing';
import type { TestContext } from './app';

/** Helpers for the join's API tests: sandbox cards, payloads, submits, multipart forms and row counts. */

const FUTURE_EXPIRY = `12/${String(new Date().getFullYear() + 3).slice(2)}`;

/** Tokenises a card at the sandbox's own server, as its hosted page does; answers the frame's message. */
export async function frameCard(
  ctx: TestContext,
  number: string = SANDBOX_TEST_CARDS.success,
): Promise<FrameCardMessage> {
  const billing = ctx.app.billing;
  if (!(billing instanceof SandboxBillingProvider)) throw new Error('the sandbox is not the billing provider');
  const response = await billing.server.inject({
    method: 'POST',
    url: '/v1/tokens',
    payload: { number, expiry: FUTURE_EXPIRY, cvc: number.startsWith('3') ? '1234' : '123' },
  });
  expect(response.statusCode).toBe(200);
  return frameCardMessageSchema.parse(response.json());
}

let people = 0;
/** A fresh e-mail per call, so that every join is a new person. */
export const freshEmail = (label = 'joiner') => `${label}.${Date.now()}.${(people += 1)}@example.com`;

function cardFields(card: FrameCardMessage) {
  return {
    i4goUniqueId: card.cc_merchant_unique_id,
    maskedCardNumber: card.cc_number,
    cardExpirationMonth: Number(card.expiration_month),
    cardExpirationYear: Number(card.expiration_year),
    i4goCardType: card.i4go_cardtype,
  };
}

const common = {
  onlyPreview: false,
  gender: 'Female',
  firstName: 'Robin',
  lastName: 'Joiner',
  dateOfBirth: '1990-12-10',
  contactAddressLine1: '1 Market Street',
  contactCity: 'Oakland',
  contactState: 'CA',
  contactZip: '94612',
  emergencyContactName: 'Sam Joiner',
  emergencyContactPhone: 4155550199,
  homeClubId: 106,
  membershipId: 'oakland-monthly',
  paymentMethod: 'credit card' as const,
  eftAuthAccept: true as const,
  signature: 'Robin Joiner',
  billingAddressLine1: '1 Market Street',
  billingCity: 'Oakland',
  billingState: 'CA',
  billingZip: '94612',
  billingName: 'Robin Joiner',
  memberPortalPassword: 'Fixed-Constant-1',
  termsAccept: true as const,
  waiverReleaseAccept: true as const,
};

export function newPayload(card: FrameCardMessage, overrides: Partial<NewUserPayload> = {}): NewUserPayload {
  return { ...common, ...cardFields(card), email: freshEmail(), phoneNumber: 4155550100, ...overrides };
}

/** former@example.com (100004, Oakland) rejoining. */
export function formerPayload(
  card: FrameCardMessage,
  overrides: Partial<ExistingUserPayload> = {},
): ExistingUserPayload {
  return {
    ...common,
    ...cardFields(card),
    firstName: 'Casey',
    lastName: 'Morgan',
    caID: '100004',
    cellPhone: 5105550123,
    email: 'former-member@placeholder.invalid',
    signature: 'Casey Morgan',
    billingName: 'Casey Morgan',
    ...overrides,
  };
}

export type SubmitPath =
  '/api/ols/create-user' | '/api/ols/create-user-retry' | '/api/ols/update-user' | '/api/ols/update-user-retry';

export function submit(ctx: TestContext, path: SubmitPath, payload: unknown, key: string | null) {
  return ctx.signup({
    method: 'POST',
    url: path,
    payload: payload as Record<string, unknown>,
    headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  });
}

export type FormValue = string | { bytes: Uint8Array; filename: string; type: string };

/** A multipart/form-data body for inject, made by the platform's FormData. */
export async function multipart(fields: Record<string, FormValue>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([Uint8Array.from(value.bytes)], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function count(db: Database, table: string, where = 'true'): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return row?.n ?? 0;
}

/** What one run left behind, by its key: members (through the submission), charges and provider charges. */
export async function runState(db: Database, key: string) {
  const like = `'${key}:%'`;
  return {
    submissions: await count(db, 'join_submissions', `run_key = '${key}' and status = 'succeeded'`),
    charges: await count(db, 'charges', `idempotency_key like ${like}`),
    providerCharges: await count(
      db,
      'billing_sandbox_charges',
      `idempotency_key like ${like} and status = 'succeeded'`,
    ),
    refunds: await count(db, 'billing_sandbox_refunds', `idempotency_key like ${like}`),
  };
}

/** The join's services on the test app's database and provider, as api.ts wires them, with the test seams. */
export interface JoinSeams {
  hooks?: JoinCommitHooks;
  billing?: BillingProvider;
  /** The clock that judges attempt leases. */
  now?: () => Date;
}

/** Throws inside the commit's transaction the first `times` times: the process "crashes" after the charge. */
export function crashingCommit(times = 1): JoinCommitHooks {
  let left = times;
  return {
    duringCommit() {
      if (left <= 0) return;
      left -= 1;
      throw new Error('simulated crash between the charge and the commit');
    },
  };
}

/** The test app's provider, except that every charge "crashes" before it reaches the provider. */
export function unreachableBilling(ctx: TestContext): BillingProvider {
  return Object.assign(Object.create(ctx.app.billing) as BillingProvider, {
    charge: async () => {
      throw new Error('simulated crash before the charge');
    },
  });
}

export function testJoinModule(ctx: TestContext, seams: JoinSeams = {}) {
  const { app, config } = ctx;
  return createJoinModule({
    db: app.db,
    billing: seams.billing ?? app.billing,
    mailer: app.mailer,
    storage: app.storage,
    log: app.log,
    config,
    tokens: new TokenService(config.JWT_SECRET),
    users: new UsersRepository(app.db),
    texts: new SiteTextsRepository(app.db),
    plans: new PlansService(new PlansRepository(app.db), new ClubsService(new ClubsRepository(app.db))),
    hooks: seams.hooks,
    clock: seams.now ? { now: seams.now } : app.clock,
  });
}

/** A new member made through create-user: member number, join token, e-mail and user id. */
export async function joinedMember(ctx: TestContext, overrides: Partial<NewUserPayload> = {}) {
  const payload = newPayload(await frameCard(ctx), overrides);
  const response = await submit(ctx, '/api/ols/create-user', payload, crypto.randomUUID());
  const answer = joinAnswerSchema.parse(response.json());
  if (!answer.data) throw new Error(`the join failed: ${response.body}`);
  const [user] = await rows<{ id: string }>(
    ctx.app.db,
    sql`select id from users where member_number = ${Number(answer.data.newUserData.userId)}`,
  );
  return {
    caId: answer.data.newUserData.userId,
    joinToken: answer.data.joinToken,
    email: payload.email,
    userId: user!.id,
    payload,
  };
}
