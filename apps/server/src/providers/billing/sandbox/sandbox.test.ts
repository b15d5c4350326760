import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  type FrameCardMessage,
  SANDBOX_TEST_CARDS,
  billingUrlAnswerSchema,
  frameCardMessageSchema,
} from '@gym/contracts/billing';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { BillingProviderError, BillingTimeoutError, billingProviderFromConfig } from '../index';
import { CARD_RULE_MESSAGES } from './public/card-rules';
import { SandboxBillingProvider } from './sandbox-provider';
import { columnsContaining } from '../../../test/db-scan';
import { rows } from '../../../test/join-kit';

/** Everything the app logs in this file, at trace level, to check that no card number is ever in it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const FUTURE_EXPIRY = `12/${String(new Date().getFullYear() + 3).slice(2)}`;
const FRAME_FIELDS = [
  'cardConnect_expiry',
  'cc_merchant_unique_id',
  'cc_number',
  'expiration_date',
  'expiration_month',
  'expiration_year',
  'i4go_cardtype',
];

async function count(db: Database, table: string, where = 'true'): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return row?.n ?? 0;
}

describeEachDatabase(
  'the sandbox billing provider',
  (ctx) => {
    /** Every answer body this suite got, from the sandbox's server and from the app. */
    const bodies: string[] = [];
    const provider = () => {
      const billing = ctx().app.billing;
      if (!(billing instanceof SandboxBillingProvider)) throw new Error('the sandbox is not the billing provider');
      return billing;
    };
    const sandbox = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
      const response = await provider().server.inject(options);
      bodies.push(response.body);
      return response;
    };
    const tokenise = (card: Record<string, unknown>) => sandbox({ method: 'POST', url: '/v1/tokens', payload: card });
    const tokenFor = async (number: string): Promise<string> => {
      const response = await tokenise({ number, expiry: FUTURE_EXPIRY, cvc: number.startsWith('3') ? '1234' : '123' });
      expect(response.statusCode).toBe(200);
      return frameCardMessageSchema.parse(response.json()).cc_merchant_unique_id;
    };
    const db = () => ctx().app.db;
    let keys = 0;
    const key = (label: string) => `${label}-${ctx().engine}-${(keys += 1)}`;

    describe('the hosted card page', () => {
      it('is served on its own origin with a strict CSP whose frame-ancestors are the app origins', async () => {
        const response = await sandbox({ method: 'GET', url: '/card?parentOrigin=http%3A%2F%2Flocalhost%3A3000' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const csp = String(response.headers['content-security-policy']);
        const directives = Object.fromEntries(
          csp.split(';').map((part) => {
            const [name, ...values] = part.trim().split(/\s+/);
            return [name, values.join(' ')];
          }),
        );
        expect(directives).toEqual({
          'default-src': "'none'",
          'script-src': "'self'",
          'style-src': "'self'",
          'connect-src': "'self'",
          'form-action': "'none'",
          'base-uri': "'none'",
          'frame-ancestors': 'http://localhost:3000 http://127.0.0.1:3000',
          'require-trusted-types-for': "'script'",
        });
        expect(csp).not.toContain('unsafe');
        expect(response.headers['x-frame-options']).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      });

      it('has labelled Card Number, Expiration (MM/YY) and CVC fields and no inline script or style', async () => {
        const html = (await sandbox({ method: 'GET', url: '/card?parentOrigin=http://127.0.0.1:3000' })).body;
        for (const [id, label] of [
          ['card-number', 'Card Number'],
          ['card-expiry', 'Expiration (MM/YY)'],
          ['card-cvc', 'CVC'],
        ]) {
          expect(html).toContain(`<label for="${id}">${label}</label>`);
          expect(html).toMatch(new RegExp(`<input\\s+id="${id}"`));
        }
        expect(html).toMatch(/autocomplete="cc-number"/);
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts).toEqual(['<script type="module" src="/assets/card-page.js">']);
        expect(html).not.toMatch(/<script\b[^>]*>\s*[^<\s]/);
        expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
        // Without names a native submit would send nothing, should the script not run.
        expect(html).not.toMatch(/<input[^>]*\sname=/);
      });

      it.each([
        ['no parentOrigin', '/card'],
        ['an origin that is not the app', '/card?parentOrigin=https%3A%2F%2Fevil.example'],
        ['an origin with a path', '/card?parentOrigin=http%3A%2F%2Flocalhost%3A3000%2F'],
      ])('refuses %s with a 400 page', async (_label, url) => {
        const response = await sandbox({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('This card form cannot be shown here.');
        expect(response.body).not.toContain('<form');
        expect(response.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
      });

      it('serves its script, the card rules and its style sheet as files', async () => {
        for (const [name, type] of [
          ['card-page.js', 'text/javascript; charset=utf-8'],
          ['card-rules.js', 'text/javascript; charset=utf-8'],
          ['frame-style.js', 'text/javascript; charset=utf-8'],
          ['card-page.css', 'text/css; charset=utf-8'],
        ]) {
          const response = await sandbox({ method: 'GET', url: `/assets/${name}` });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe(type);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        }
        const script = (await sandbox({ method: 'GET', url: '/assets/card-page.js' })).body;
        expect(script).toContain('window.parent.postMessage(message, parentOrigin)');
        expect((await sandbox({ method: 'GET', url: '/assets/card.html' })).statusCode).toBe(404);
        expect((await sandbox({ method: 'GET', url: '/assets/..%2Fsandbox-server.ts' })).statusCode).toBe(404);
      });
    });

    describe('tokenising a card', () => {
      it('stores only the token, brand, last four, expiry and behaviour, and answers the frame message', async () => {
        const response = await tokenise({ number: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const message: FrameCardMessage = frameCardMessageSchema.parse(response.json());
        expect(Object.keys(response.json()).sort()).toEqual(FRAME_FIELDS);
        const year = String(new Date().getFullYear() + 3);
        expect(message).toEqual({
          cc_number: '************4242',
          expiration_year: year,
          expiration_month: '12',
          cardConnect_expiry: `12${year.slice(2)}`,
          cc_merchant_unique_id: expect.stringMatching(/^tok_[A-Za-z0-9_-]{24}$/),
          expiration_date: `12/${year.slice(2)}`,
          i4go_cardtype: 'visa',
        });

        const stored = await rows<Record<string, unknown>>(
          db(),
          sql`select * from billing_sandbox_cards where token = ${message.cc_merchant_unique_id}`,
        );
        expect(stored).toHaveLength(1);
        expect(Object.keys(stored[0]!).sort()).toEqual([
          'behaviour',
          'billing_name',
          'brand',
          'created_at',
          'exp_month',
          'exp_year',
          'last4',
          'token',
        ]);
        expect(stored[0]).toMatchObject({
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: Number(year),
          billing_name: null,
          behaviour: 'approve',
        });

        expect(await provider().lookupCard(message.cc_merchant_unique_id)).toEqual({
          token: message.cc_merchant_unique_id,
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: Number(year),
          billingName: null,
        });
      });

      it('keeps the name on the card when a frame sends one', async () => {
        const response = await tokenise({
          number: '4242424242424242',
          expiry: FUTURE_EXPIRY,
          cvc: '123',
          name: ' Ana Ruiz ',
        });
        const token = frameCardMessageSchema.parse(response.json()).cc_merchant_unique_id;
        expect((await provider().lookupCard(token))?.billingName).toBe('Ana Ruiz');
      });

      it.each([
        [SANDBOX_TEST_CARDS.mastercard, '123', 'mastercard', '************4444'],
        ['2223 0031 2200 3222', '123', 'mastercard', '************3222'],
        [SANDBOX_TEST_CARDS.amex, '1234', 'amex', '***********0005'],
        [SANDBOX_TEST_CARDS.discover, '123', 'discover', '************1117'],
        ['4222222222222', '123', 'visa', '*********2222'],
      ])('detects the type of %s', async (number, cvc, type, masked) => {
        const response = await tokenise({ number, expiry: FUTURE_EXPIRY, cvc });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ i4go_cardtype: type, cc_number: masked });
      });

      it.each([
        [SANDBOX_TEST_CARDS.success, 'approve'],
        [SANDBOX_TEST_CARDS.decline, 'decline'],
        [SANDBOX_TEST_CARDS.timeout, 'timeout'],
        [SANDBOX_TEST_CARDS.mastercard, 'approve'],
      ])('gives %s the test behaviour %s', async (number, behaviour) => {
        const token = await tokenFor(number);
        const [row] = await rows<{ behaviour: string }>(
          db(),
          sql`select behaviour from billing_sandbox_cards where token = ${token}`,
        );
        expect(row?.behaviour).toBe(behaviour);
      });

      const lastMonth = (() => {
        const now = new Date();
        const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
        return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear()).slice(2)}`;
      })();

      it.each([
        ['a bad Luhn digit', { number: '4242424242424241' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
        ['an empty number', { number: '' }, 'number', CARD_RULE_MESSAGES.numberRequired],
        ['letters in the number', { number: '4242 4242 abcd 4242' }, 'number', CARD_RULE_MESSAGES.numberInvalid],
        ['an unsupported card type', { number: '3530111333300000' }, 'number', CARD_RULE_MESSAGES.typeUnsupported],
        ['an expiry last month', { expiry: lastMonth }, 'expiry', CARD_RULE_MESSAGES.expiryPast],
        ['an expiry in 2020', { expiry: '01/20' }, 'expiry', CARD_RULE_MESSAGES.expiryPast],
        ['a malformed expiry', { expiry: '2030-12' }, 'expiry', CARD_RULE_MESSAGES.expiryInvalid],
        ['month 13', { expiry: '13/30' }, 'expiry', CARD_RULE_MESSAGES.expiryInvalid],
        ['a short CVC', { cvc: '1' }, 'cvc', CARD_RULE_MESSAGES.cvcInvalid],
      ])('refuses %s and stores nothing', async (_label, change, field, message) => {
        const before = await count(db(), 'billing_sandbox_cards');
        const response = await tokenise({ number: '4242424242424242', expiry: FUTURE_EXPIRY, cvc: '123', ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'invalid_card', field, message },
          errors: [{ field, message }],
        });
        expect(await count(db(), 'billing_sandbox_cards')).toBe(before);
      });

      it.each([
        ['no CVC', { number: '4242424242424242', expiry: '12/30' }],
        ['a number as a number', { number: 4242424242424242, expiry: '12/30', cvc: '123' }],
        ['an unknown field', { number: '4242424242424242', expiry: '12/30', cvc: '123', pan: 'x' }],
        ['an array', [1, 2]],
      ])('refuses a malformed body (%s) without echoing it', async (_label, payload) => {
        const before = await count(db(), 'billing_sandbox_cards');
        const response = await tokenise(payload as Record<string, unknown>);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'invalid_request', message: 'The card details could not be read.' },
        });
        expect(await count(db(), 'billing_sandbox_cards')).toBe(before);
      });

      it('refuses a body that is not JSON, and a foreign page posting a card', async () => {
        const broken = await sandbox({
          method: 'POST',
          url: '/v1/tokens',
          headers: { 'content-type': 'application/json' },
          payload: '{"number":"4242424242424242","cvc":',
        });
        expect(broken.statusCode).toBe(400);
        expect(broken.json()).toEqual({
          error: { code: 'invalid_request', message: 'The request could not be read.' },
        });

        const foreign = await sandbox({
          method: 'POST',
          url: '/v1/tokens',
          headers: { origin: 'https://evil.example' },
          payload: { number: '4242424242424242', expiry: FUTURE_EXPIRY, cvc: '123' },
        });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json().error.code).toBe('forbidden_origin');

        const own = await sandbox({
          method: 'POST',
          url: '/v1/tokens',
          headers: { origin: provider().frameOrigin() },
          payload: { number: '4242424242424242', expiry: FUTURE_EXPIRY, cvc: '123' },
        });
        expect(own.statusCode).toBe(200);
      });

      it('answers null for a token it does not know', async () => {
        expect(await provider().lookupCard('tok_unknown_unknown')).toBeNull();
        expect(await provider().lookupCard('')).toBeNull();
      });
    });

    describe('charges', () => {
      it('charges once per idempotency key: the same key twice is one charge with one result', async () => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.success);
        const request = { idempotencyKey: key('charge'), cardToken: token, amountCents: 9_898, description: 'Join' };
        const first = await provider().charge(request);
        expect(first).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/), amountCents: 9_898 });
        const second = await provider().charge(request);
        expect(second).toEqual(first);
        expect(await count(db(), 'billing_sandbox_charges', `idempotency_key = '${request.idempotencyKey}'`)).toBe(1);
        expect(await provider().getCharge(request.idempotencyKey)).toMatchObject({
          chargeId: first.chargeId,
          status: 'succeeded',
          cardToken: token,
          amountCents: 9_898,
          refundedCents: 0,
          description: 'Join',
          declineMessage: null,
        });
      });

      it('makes one charge when the same key arrives several times at once', async () => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.success);
        const request = { idempotencyKey: key('race'), cardToken: token, amountCents: 500, description: 'Race' };
        const results = await Promise.all(Array.from({ length: 5 }, () => provider().charge(request)));
        expect(new Set(results.map((result) => result.chargeId)).size).toBe(1);
        expect(await count(db(), 'billing_sandbox_charges', `idempotency_key = '${request.idempotencyKey}'`)).toBe(1);
      });

      it('refuses a key used before for another amount or card', async () => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.success);
        const other = await tokenFor(SANDBOX_TEST_CARDS.mastercard);
        const request = { idempotencyKey: key('reuse'), cardToken: token, amountCents: 1_000, description: 'x' };
        await provider().charge(request);
        for (const change of [{ amountCents: 2_000 }, { cardToken: other }]) {
          await expect(provider().charge({ ...request, ...change })).rejects.toMatchObject({
            name: 'BillingProviderError',
            code: 'idempotency_key_reused',
          });
        }
        expect(await count(db(), 'billing_sandbox_charges', `idempotency_key = '${request.idempotencyKey}'`)).toBe(1);
      });

      it("declines every charge on the decline card with 'Your card was declined.' and charges nothing", async () => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.decline);
        const request = { idempotencyKey: key('decline'), cardToken: token, amountCents: 4_999, description: 'Join' };
        const result = await provider().charge(request);
        expect(result).toEqual({
          status: 'declined',
          chargeId: expect.stringMatching(/^ch_/),
          amountCents: 4_999,
          message: CARD_DECLINED_MESSAGE,
        });
        expect(CARD_DECLINED_MESSAGE).toBe('Your card was declined.');
        expect(await provider().charge(request)).toEqual(result);
        const again = await provider().charge({ ...request, idempotencyKey: key('decline') });
        expect(again).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
        expect(await count(db(), 'billing_sandbox_charges', `card_token = '${token}' and status = 'succeeded'`)).toBe(
          0,
        );
        expect(await provider().getCharge(request.idempotencyKey)).toMatchObject({
          status: 'declined',
          declineMessage: 'Your card was declined.',
        });
      });

      it('times out on the first attempt of the timeout card after recording the charge; the retry returns it', async () => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.timeout);
        const request = { idempotencyKey: key('timeout'), cardToken: token, amountCents: 7_700, description: 'Join' };
        const error = await provider()
          .charge(request)
          .then(
            () => null,
            (thrown: unknown) => thrown,
          );
        expect(error).toBeInstanceOf(BillingTimeoutError);
        expect(error).toBeInstanceOf(BillingProviderError);
        expect(error).toMatchObject({ code: 'timeout' });

        // After a crash the caller can ask what happened.
        const recorded = await provider().getCharge(request.idempotencyKey);
        expect(recorded).toMatchObject({ status: 'succeeded', amountCents: 7_700 });

        const retry = await provider().charge(request);
        expect(retry).toEqual({ status: 'succeeded', chargeId: recorded!.chargeId, amountCents: 7_700 });
        expect(await provider().charge(request)).toEqual(retry);
        expect(await count(db(), 'billing_sandbox_charges', `card_token = '${token}'`)).toBe(1);

        // Every new key on the card times out once more.
        await expect(provider().charge({ ...request, idempotencyKey: key('timeout') })).rejects.toBeInstanceOf(
          BillingTimeoutError,
        );
      });

      it('refuses an unknown card, a bad amount, a bad key and a long description', async () => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.success);
        const good = { idempotencyKey: key('bad'), cardToken: token, amountCents: 100, description: 'x' };
        await expect(provider().charge({ ...good, cardToken: 'tok_nope_nope_nope' })).rejects.toMatchObject({
          code: 'card_not_found',
          message: 'The card was not found. Please add it again.',
        });
        for (const change of [
          { amountCents: 0 },
          { amountCents: -5 },
          { amountCents: 10.5 },
          { amountCents: 100_000_000 },
          { idempotencyKey: '' },
          { idempotencyKey: 'k'.repeat(256) },
          { description: 'd'.repeat(501) },
        ]) {
          await expect(provider().charge({ ...good, ...change })).rejects.toMatchObject({ code: 'invalid_request' });
        }
        expect(await count(db(), 'billing_sandbox_charges', `card_token = '${token}'`)).toBe(0);
        expect(await provider().getCharge(key('never'))).toBeNull();
      });
    });

    describe('refunds', () => {
      const charged = async (amountCents: number) => {
        const token = await tokenFor(SANDBOX_TEST_CARDS.success);
        const result = await provider().charge({
          idempotencyKey: key('to-refund'),
          cardToken: token,
          amountCents,
          description: 'Join',
        });
        if (result.status !== 'succeeded') throw new Error('the charge did not succeed');
        return result.chargeId;
      };

      it('refunds once per idempotency key, all of the charge by default', async () => {
        const chargeId = await charged(2_500);
        const request = { idempotencyKey: key('refund'), chargeId };
        const first = await provider().refund(request);
        expect(first).toEqual({
          status: 'succeeded',
          refundId: expect.stringMatching(/^re_/),
          chargeId,
          amountCents: 2_500,
        });
        expect(await provider().refund(request)).toEqual(first);
        expect(await count(db(), 'billing_sandbox_refunds', `charge_id = '${chargeId}'`)).toBe(1);
        const [charge] = await rows<{ refunded_cents: number }>(
          db(),
          sql`select refunded_cents from billing_sandbox_charges where id = ${chargeId}`,
        );
        expect(charge?.refunded_cents).toBe(2_500);
        await expect(provider().refund({ idempotencyKey: key('refund'), chargeId })).rejects.toMatchObject({
          code: 'charge_not_refundable',
          message: 'The refund is more than what is left of the charge.',
        });
      });

      it('refunds in parts up to the amount charged', async () => {
        const chargeId = await charged(1_000);
        expect((await provider().refund({ idempotencyKey: key('part'), chargeId, amountCents: 400 })).amountCents).toBe(
          400,
        );
        await expect(
          provider().refund({ idempotencyKey: key('part'), chargeId, amountCents: 700 }),
        ).rejects.toMatchObject({ code: 'charge_not_refundable' });
        expect((await provider().refund({ idempotencyKey: key('part'), chargeId })).amountCents).toBe(600);
        expect(
          await provider().getCharge(
            (
              await rows<{ idempotency_key: string }>(
                db(),
                sql`select idempotency_key from billing_sandbox_charges where id = ${chargeId}`,
              )
            )[0]!.idempotency_key,
          ),
        ).toMatchObject({ refundedCents: 1_000 });
        expect(await count(db(), 'billing_sandbox_refunds', `charge_id = '${chargeId}'`)).toBe(2);
      });

      it('refuses a declined charge, an unknown charge and a key used for another refund', async () => {
        const declinedToken = await tokenFor(SANDBOX_TEST_CARDS.decline);
        const declined = await provider().charge({
          idempotencyKey: key('declined'),
          cardToken: declinedToken,
          amountCents: 100,
          description: 'x',
        });
        await expect(
          provider().refund({ idempotencyKey: key('r'), chargeId: declined.chargeId }),
        ).rejects.toMatchObject({
          code: 'charge_not_refundable',
          message: 'A declined charge cannot be refunded.',
        });
        await expect(provider().refund({ idempotencyKey: key('r'), chargeId: 'ch_nope' })).rejects.toMatchObject({
          code: 'charge_not_found',
        });

        const chargeId = await charged(300);
        const otherId = await charged(300);
        const refundKey = key('r');
        await provider().refund({ idempotencyKey: refundKey, chargeId, amountCents: 100 });
        for (const change of [{ chargeId: otherId }, { amountCents: 200 }]) {
          await expect(provider().refund({ idempotencyKey: refundKey, chargeId, ...change })).rejects.toMatchObject({
            code: 'idempotency_key_reused',
          });
        }
        expect(await count(db(), 'billing_sandbox_refunds', `idempotency_key = '${refundKey}'`)).toBe(1);
      });
    });

    describe('card data', () => {
      it('is never in the database, the log or an answer body', async () => {
        // The app's own calls too, with a valid card tokenised just before.
        const cardToken = await tokenFor('4242 4242 4242 4242');
        for (const url of ['/app-config', '/health'])
          bodies.push((await ctx().app.inject({ method: 'GET', url })).body);
        const token = await ctx().login(DEMO.member.email, DEMO.member.password);
        const frame = await ctx().asMember(token, {
          method: 'GET',
          url: '/billing/url?parentOrigin=http%3A%2F%2Flocalhost%3A3000',
        });
        bodies.push(frame.body);
        expect(billingUrlAnswerSchema.parse(frame.json()).data.url).toContain('/card?parentOrigin=');

        const numbers = Object.values(SANDBOX_TEST_CARDS).flatMap((number) => [
          number,
          number.replace(/(\d{4})(?=\d)/g, '$1 '),
        ]);
        expect(numbers).toContain('4242 4242 4242 4242');

        for (const number of numbers) {
          expect(await columnsContaining(db(), number)).toEqual([]);
        }
        // The scan does find what is there: the last four and the token.
        expect(await columnsContaining(db(), '************4242'.slice(-4))).toContain(
          '"public"."billing_sandbox_cards"."last4"',
        );

        expect(bodies.length).toBeGreaterThan(40);
        const log = logLines.join('');
        expect(log).toContain('card tokenised');
        // Nor the token: it is a credential for our API's card calls.
        expect(log.includes(cardToken)).toBe(false);
        expect(log).toContain('"url":"/v1/tokens"');
        for (const number of numbers) {
          expect(bodies.filter((body) => body.includes(number))).toEqual([]);
          expect(log.includes(number)).toBe(false);
        }
      });
    });
  },
  {},
  { logger: { level: 'trace', stream: logStream } },
);

describe('billingProviderFromConfig', () => {
  it('refuses a provider it has no adapter for, naming the ones it has', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), BILLING_PROVIDER: 'stripe' as never };
    await expect(billingProviderFromConfig(config, { db: {} as Database, logger: {} as never })).rejects.toThrow(
      'BILLING_PROVIDER "stripe" has no adapter in this build; the providers are: sandbox',
    );
  });
});
