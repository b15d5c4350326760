import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type FrameCardMessage, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import type { NewUserPayload } from '@gym/contracts/join';
import { NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';
import { describeEachDatabase } from '../../../test/app';
import {
  type SubmitPath,
  count,
  crashingCommit,
  formerPayload,
  frameCard,
  newPayload,
  rows,
  submit,
  testJoinModule,
  unreachableBilling,
} from '../../../test/join-kit';
import { JOIN_ERRORS } from './join-answers';
import { JOIN_ATTEMPT_LEASE_MS } from './join-payment.service';

/**
 * One person, many tabs (docs/decisions/0023): runs with different idempotency keys for the same person are
 * serialised before any charge, so that the card holder is charged once and never refunded.
 */
describeEachDatabase('one join per person: many runs, one charge', (ctx) => {
  const db = () => ctx().app.db;

  /** What the provider itself recorded for these cards: succeeded charges and refunds. */
  const providerRecords = async (cards: FrameCardMessage[]) => {
    const tokens = sql.join(
      cards.map((card) => sql`${card.cc_merchant_unique_id}`),
      sql`, `,
    );
    const [row] = await rows<{ charges: number; refunds: number }>(
      db(),
      sql`select
            (select count(*)::int from billing_sandbox_charges
              where card_token in (${tokens}) and status = 'succeeded') as charges,
            (select count(*)::int from billing_sandbox_refunds r join billing_sandbox_charges c on c.id = r.charge_id
              where c.card_token in (${tokens})) as refunds`,
    );
    return row;
  };

  /** Repeats a run (same key) while it answers 'still processing', as the client does: its final answer. */
  const settled = async (path: SubmitPath, payload: unknown, key: string, first: LightMyRequestResponse) => {
    let current = first;
    for (let repeats = 0; current.json().error === JOIN_ERRORS.stillProcessing && repeats < 100; repeats += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await submit(ctx(), path, payload, key);
    }
    return current;
  };

  it('20 parallel create-user calls with fresh keys, same person and card: 1 provider charge, 0 refunds', async () => {
    const card = await frameCard(ctx());
    const payload = newPayload(card);
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const firsts = await Promise.all(keys.map((key) => submit(ctx(), '/api/ols/create-user', payload, key)));
    for (const response of firsts) {
      expect(response.statusCode).toBe(200);
      const body = response.json();
      if (!body.success) expect([JOIN_ERRORS.stillProcessing, JOIN_ERRORS.emailTaken]).toContain(body.error);
    }
    const finals = await Promise.all(
      keys.map((key, index) => settled('/api/ols/create-user', payload, key, firsts[index]!)),
    );
    const bodies = finals.map((response) => response.json());
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    for (const body of bodies.filter((answer) => !answer.success)) {
      expect(body).toEqual({ success: false, error: JOIN_ERRORS.emailTaken, message: 'Email already exist' });
    }
    expect(await providerRecords([card])).toEqual({ charges: 1, refunds: 0 });
    expect(await count(db(), 'users', `lower(email) = '${payload.email.toLowerCase()}'`)).toBe(1);
    expect(await count(db(), 'charges', `idempotency_key like '%:${card.cc_merchant_unique_id}'`)).toBe(1);
  });

  it('the same e-mail in five tabs, each with its own card: one charge, no refund', async () => {
    const email = `tabs.${Date.now()}@example.com`;
    const cards = await Promise.all(Array.from({ length: 5 }, () => frameCard(ctx())));
    const runs = cards.map((card) => ({ key: randomUUID(), payload: newPayload(card, { email }) }));
    const firsts = await Promise.all(runs.map((run) => submit(ctx(), '/api/ols/create-user', run.payload, run.key)));
    const finals = await Promise.all(
      runs.map((run, index) => settled('/api/ols/create-user', run.payload, run.key, firsts[index]!)),
    );
    expect(finals.filter((response) => response.json().success)).toHaveLength(1);
    expect(await providerRecords(cards)).toEqual({ charges: 1, refunds: 0 });
    expect(await count(db(), 'users', `lower(email) = '${email}'`)).toBe(1);
  });

  it('a former member rejoining in ten tabs (update-user, fresh keys) is charged once', async () => {
    const card = await frameCard(ctx());
    const payload = formerPayload(card);
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const firsts = await Promise.all(keys.map((key) => submit(ctx(), '/api/ols/update-user', payload, key)));
    const finals = await Promise.all(
      keys.map((key, index) => settled('/api/ols/update-user', payload, key, firsts[index]!)),
    );
    expect(finals.filter((response) => response.json().success)).toHaveLength(1);
    for (const response of finals.filter((answer) => !answer.json().success)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NOT_ELIGIBLE_MESSAGE);
    }
    expect(await providerRecords([card])).toEqual({ charges: 1, refunds: 0 });
    expect(await count(db(), 'memberships', `user_id = (select id from users where member_number = 100004)`)).toBe(1);
  });

  it("a tab meeting a run that crashed after its charge completes that join and answers 'Email already exist'", async () => {
    const card = await frameCard(ctx());
    const payload = newPayload(card);
    const crashedKey = randomUUID();
    const crashed = await testJoinModule(ctx(), { hooks: crashingCommit() }).submits.submit(
      crashedKey,
      { kind: 'new', body: payload },
      false,
    );
    expect(crashed).toMatchObject({ error: JOIN_ERRORS.stillProcessing });

    const otherCard = await frameCard(ctx(), SANDBOX_TEST_CARDS.mastercard);
    const other = await submit(
      ctx(),
      '/api/ols/create-user',
      newPayload(otherCard, { email: payload.email }),
      randomUUID(),
    );
    expect(other.json()).toEqual({ success: false, error: JOIN_ERRORS.emailTaken, message: 'Email already exist' });
    expect(await providerRecords([card, otherCard])).toEqual({ charges: 1, refunds: 0 });
    const repeat = await submit(ctx(), '/api/ols/create-user', payload, crashedKey);
    expect(repeat.json()).toMatchObject({ success: true, data: { card: { last4: '4242' } } });
    expect(await count(db(), 'users', `lower(email) = '${payload.email.toLowerCase()}'`)).toBe(1);
  });

  it('a claim left by a run that crashed before charging holds only until its lease runs out', async () => {
    const payload: NewUserPayload = newPayload(await frameCard(ctx()));
    const crashed = await testJoinModule(ctx(), { billing: unreachableBilling(ctx()) }).submits.submit(
      randomUUID(),
      { kind: 'new', body: payload },
      false,
    );
    expect(crashed).toMatchObject({ error: JOIN_ERRORS.stillProcessing });

    // Within the lease the crashed run may still be charging: another tab waits and charges nothing.
    const card = await frameCard(ctx());
    const tab = newPayload(card, { email: payload.email });
    const waiting = await submit(ctx(), '/api/ols/create-user', tab, randomUUID());
    expect(waiting.json()).toMatchObject({ success: false, error: JOIN_ERRORS.stillProcessing });
    expect(await providerRecords([card])).toEqual({ charges: 0, refunds: 0 });

    // Once the lease is over (the clock moved on), the provider has no charge: the claim is released.
    const later = () => new Date(Date.now() + JOIN_ATTEMPT_LEASE_MS + 60_000);
    const joined = await testJoinModule(ctx(), { now: later }).submits.submit(
      randomUUID(),
      { kind: 'new', body: tab },
      false,
    );
    expect(joined).toMatchObject({ success: true });
    expect(await providerRecords([card])).toEqual({ charges: 1, refunds: 0 });
    const [attempt] = await rows(
      db(),
      sql`select status from join_attempts where payload->'body'->>'email' = ${payload.email} and card_token = ${payload.i4goUniqueId}`,
    );
    expect(attempt).toEqual({ status: 'failed' });
  });

  it('one card token is charged by one run at a time, even for two people', async () => {
    const card = await frameCard(ctx());
    const first = await testJoinModule(ctx(), { billing: unreachableBilling(ctx()) }).submits.submit(
      randomUUID(),
      { kind: 'new', body: newPayload(card) },
      false,
    );
    expect(first).toMatchObject({ error: JOIN_ERRORS.stillProcessing });
    const other = await submit(ctx(), '/api/ols/create-user', newPayload(card), randomUUID());
    expect(other.json()).toMatchObject({ success: false, error: JOIN_ERRORS.stillProcessing });
    expect(await providerRecords([card])).toEqual({ charges: 0, refunds: 0 });
  });
});
