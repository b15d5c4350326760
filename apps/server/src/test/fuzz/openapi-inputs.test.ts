import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_OUT_EVERYWHERE_PATH } from '@gym/contracts/check-in-code';
import { IDEMPOTENCY_KEY_HEADER } from '@gym/contracts/join';
import { CREDENTIALS, type Credential, useFuzzApp } from './fuzz-fixtures';
import { FuzzLedger, within } from './fuzz-ledger';
import {
  type GeneratedRequest,
  type OpenApiDocument,
  type Operation,
  bodyOf,
  operationsOf,
  requestArbitrary,
  urlOf,
} from './openapi-operations';

/**
 * Generated inputs for every operation of the OpenAPI document (issue 10): values from each operation's schemas
 * (with real ids and tokens as hints, so that one bad value travels past the look-ups), then mutated: NUL
 * characters, huge and out-of-range numbers, NaN-ish strings, wrong types, long strings, missing and extra
 * fields. Sent signed, with every credential the route accepts, so that validation is what answers. Every answer
 * must be a success or a 4xx with a message. FUZZ_RUNS (300) inputs per operation; FUZZ_SEED reproduces a run.
 * PGlite only: the engines refuse the same inputs, and the suite must fit CI's budget.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Requests in flight at once: enough to overlap the database's waits on two cores. */
const CONCURRENCY = 4;

/**
 * Operations that end every session of the caller's account, whatever the input: sent last, so that the fixtures'
 * tokens reach every other operation first (their own answers after that are 401s with a message).
 */
const SESSION_ENDING = new Set([`POST ${SIGN_OUT_EVERYWHERE_PATH}`]);

/** The payment preview parses either join payload itself (the document has no body schema for it). */
const BODY_FALLBACKS = { '/api/ols/payment-details': ['/api/ols/create-user', '/api/ols/update-user'] };

describe(`generated inputs for every OpenAPI operation [pglite] (seed ${SEED})`, () => {
  const { ctx, fixtures } = useFuzzApp();

  const send = (operation: Operation, request: GeneratedRequest, credential: Credential) => {
    const token = fixtures().tokens[credential];
    const { payload, contentType } = bodyOf(operation, request);
    return ctx().signed({
      method: operation.method,
      url: urlOf(operation, request),
      ...(payload !== undefined ? { payload } : {}),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
        [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey,
      },
    });
  };

  /** The credentials an operation lets through to its schema: an empty request is not a 401 or 403 with them. */
  const acceptedCredentials = async (operation: Operation) => {
    const empty: GeneratedRequest = {
      query: {},
      params: {},
      body: {},
      encoding: 'json',
      idempotencyKey: crypto.randomUUID(),
    };
    const accepted: Credential[] = [];
    for (const credential of CREDENTIALS) {
      const response = await send(operation, empty, credential);
      if (response.statusCode !== 401 && response.statusCode !== 403) accepted.push(credential);
    }
    return accepted;
  };

  it(
    'answers every generated input with a success or a 4xx with a message, never a 5xx',
    async () => {
      const document = ctx().app.swagger() as unknown as OpenApiDocument;
      const endsSessions = (operation: Operation) => SESSION_ENDING.has(`${operation.method} ${operation.path}`);
      const operations = operationsOf(document, BODY_FALLBACKS).sort(
        (a, b) => Number(endsSessions(a)) - Number(endsSessions(b)),
      );
      expect(operations.length).toBeGreaterThan(50);
      const ledger = new FuzzLedger();
      const unreachable: string[] = [];

      for (const [index, operation] of operations.entries()) {
        const target = `${operation.method} ${operation.path}`;
        const credentials = await acceptedCredentials(operation);
        if (credentials.length === 0) {
          unreachable.push(target);
          continue;
        }
        const inputs = fc.sample(
          fc.tuple(requestArbitrary(operation, fixtures().hints), fc.constantFrom(...credentials)),
          { numRuns: RUNS, seed: SEED + index },
        );
        for (let start = 0; start < inputs.length; start += CONCURRENCY) {
          await Promise.all(
            inputs.slice(start, start + CONCURRENCY).map(async ([request, credential]) => {
              const response = await within(send(operation, request, credential));
              ledger.answer(target, response, {
                credential,
                url: urlOf(operation, request),
                body: request.body,
              });
            }),
          );
        }
        expect(ledger.sentTo(target)).toBe(RUNS);
      }

      expect(unreachable, 'operations no credential reaches (add their token kind to fuzz-fixtures)').toEqual([]);
      expect(ledger.findings.length, ledger.report(SEED)).toBe(0);
    },
    15 * 60_000,
  );
});
