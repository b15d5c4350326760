import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SANDBOX_TEST_CARDS, frameCardMessageSchema } from '@gym/contracts/billing';
import { IDEMPOTENCY_KEY_HEADER } from '@gym/contracts/join';
import { signatureHeaders } from '@gym/contracts/signing';
import { buildApp } from '@gym/server/app';
import { loadConfig } from '@gym/server/config';
import { SandboxBillingProvider } from '@gym/server/providers/billing/index';
import { JOIN_SUBMIT_P95_MAX_MS } from '../targets';
import type { Row } from './report';

export interface JoinSubmitResult {
  joins: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

const WARMUP_JOINS = 5;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Server time of POST /api/ols/create-user: the whole app in this process on a fresh embedded database on disk
 * (the default engine), called through inject (no network), one join after another, each with a fresh run key,
 * e-mail and sandbox card. Tokenising the card and signing the request happen outside the timed part.
 */
export async function measureJoinSubmit(joins = Number(process.env.BENCH_JOIN_RUNS ?? 50)): Promise<JoinSubmitResult> {
  if (!Number.isInteger(joins) || joins < 1) throw new Error('BENCH_JOIN_RUNS must be a positive integer');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-join-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const sandbox = app.billing;
    if (!(sandbox instanceof SandboxBillingProvider)) throw new Error('the bench needs the sandbox billing provider');
    const signed = async (method: string, url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { ...(await signatureHeaders(config.REQUEST_SIGNING_KEY, method, url)), ...headers },
      });
    const token = await signed('POST', '/ols-account/generate-token', {
      clientId: config.SIGNUP_CLIENT_ID,
      clientSecret: config.SIGNUP_CLIENT_SECRET,
    });
    const authorization = `Bearer ${token.json().data.accessToken as string}`;
    const expiry = `12/${String(new Date().getFullYear() + 3).slice(2)}`;

    const samples: number[] = [];
    for (let run = 0; run < WARMUP_JOINS + joins; run += 1) {
      const tokenised = await sandbox.server.inject({
        method: 'POST',
        url: '/v1/tokens',
        payload: { number: SANDBOX_TEST_CARDS.success, expiry, cvc: '123' },
      });
      const card = frameCardMessageSchema.parse(tokenised.json());
      const payload = benchPayload(card, `bench.${run}.${Date.now()}@example.com`);
      const headers = {
        authorization,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        ...(await signatureHeaders(config.REQUEST_SIGNING_KEY, 'POST', '/api/ols/create-user')),
      };
      const start = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/ols/create-user', payload, headers });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200 || response.json().success !== true) {
        throw new Error(`create-user answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      if (run >= WARMUP_JOINS) samples.push(elapsed);
    }
    samples.sort((a, b) => a - b);
    return { joins, medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), maxMs: samples.at(-1)! };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchPayload(card: ReturnType<typeof frameCardMessageSchema.parse>, email: string) {
  return {
    onlyPreview: false,
    gender: 'Female',
    firstName: 'Bench',
    lastName: 'Joiner',
    dateOfBirth: '1990-12-10',
    email,
    phoneNumber: 4155550100,
    contactAddressLine1: '1 Market Street',
    contactCity: 'Oakland',
    contactState: 'CA',
    contactZip: '94612',
    emergencyContactName: 'Sam Joiner',
    emergencyContactPhone: 4155550199,
    homeClubId: 106,
    membershipId: 'oakland-monthly',
    paymentMethod: 'credit card',
    eftAuthAccept: true,
    signature: 'Bench Joiner',
    billingAddressLine1: '1 Market Street',
    billingCity: 'Oakland',
    billingState: 'CA',
    billingZip: '94612',
    billingName: 'Bench Joiner',
    termsAccept: true,
    waiverReleaseAccept: true,
    i4goUniqueId: card.cc_merchant_unique_id,
    maskedCardNumber: card.cc_number,
    cardExpirationMonth: Number(card.expiration_month),
    cardExpirationYear: Number(card.expiration_year),
    i4goCardType: card.i4go_cardtype,
  };
}

export function describeJoinSubmit(result: JoinSubmitResult): string {
  return `  ${result.joins} joins: median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`;
}

export function joinSubmitRows(result: JoinSubmitResult | null): Row[] {
  return [
    {
      metric: 'POST /api/ols/create-user server time (p95)',
      unit: 'ms',
      measured: result?.p95Ms ?? null,
      baseline: null,
      target: { on: 'measured', bound: 'max', value: JOIN_SUBMIT_P95_MAX_MS },
    },
  ];
}

// `npx tsx bench/lib/join-submit.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeJoinSubmit(await measureJoinSubmit()));
}
