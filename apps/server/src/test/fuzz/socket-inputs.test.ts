import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CALL_REFUSALS, callIdPayloadSchema, callRequestSchema, callSignalSchema } from '@gym/contracts/calls';
import { CHAT_REFUSALS, messageReadSchema, sendMessageSchema } from '@gym/contracts/chat';
import { CLUB_BUSY_REFUSALS, watchClubBusySchema } from '@gym/contracts/club-busy';
import type { ClientToServerEvents } from '@gym/contracts/realtime';
import { type TestContext, startTestApp } from '../app';
import { DEMO } from '../demo';
import { type TestSocket, connect, listenOnFreePort, userIdOf } from '../realtime-client';
import { FUZZ_APP_OVERRIDES } from './fuzz-fixtures';
import { FuzzLedger, within } from './fuzz-ledger';
import { NASTY_STRINGS, mutated } from './mutations';
import { type Hints, type JsonSchema, arbitraryFor } from './schema-arbitrary';

/**
 * Malformed payloads on every client-to-server socket event (issue 10): generated from the contracts' schemas,
 * then mutated like the HTTP inputs. Each emit must be acknowledged with the event's answer: a success, or
 * { success: false, code, error } with a refusal code other than INTERNAL (which means the server failed).
 * Emits without a callback, with odd arguments and to unknown events must not break the connection.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const EVENTS: Record<keyof ClientToServerEvents, z.core.$ZodType> = {
  'send message': sendMessageSchema,
  'message read': messageReadSchema,
  'request-call': callRequestSchema,
  'accept-call': callIdPayloadSchema,
  'decline-call': callIdPayloadSchema,
  'call signal': callSignalSchema,
  'stop-session-call': callIdPayloadSchema,
  'watch club busy': watchClubBusySchema,
};
const REFUSALS = new Set<string>([...CHAT_REFUSALS, ...CALL_REFUSALS, ...CLUB_BUSY_REFUSALS]);

/** An acknowledgement of the event's shape: a success, or a refusal with a code and a text, never INTERNAL. */
function wrongAnswer(answer: unknown): string | null {
  const shaped = answer as { success?: unknown; code?: unknown; error?: unknown } | null;
  if (shaped?.success === true) return null;
  if (shaped?.success !== false || typeof shaped.error !== 'string' || shaped.error === '')
    return `not the event's answer: ${JSON.stringify(answer)}`;
  if (typeof shaped.code !== 'string' || !REFUSALS.has(shaped.code) || shaped.code === 'INTERNAL')
    return `refused with ${String(shaped.code)}: ${shaped.error}`;
  return null;
}

describe(`generated payloads on every socket event [pglite] (seed ${SEED})`, () => {
  let current: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let sockets: { member: TestSocket; trainer: TestSocket };
  let hints: Hints;
  const ctx = (): TestContext => current!.context;

  beforeAll(async () => {
    current = await startTestApp('pglite', FUZZ_APP_OVERRIDES);
    const origin = await listenOnFreePort(ctx().app);
    const memberToken = await ctx().login(DEMO.member.email, DEMO.member.password);
    const trainerToken = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
    const directorToken = await ctx().login(DEMO.director.email, DEMO.director.password);
    sockets = { member: await connect(origin, memberToken), trainer: await connect(origin, trainerToken) };
    const [memberId, trainerId] = [userIdOf(memberToken), userIdOf(trainerToken)];
    const sent = await sockets.trainer.emitWithAck('send message', { receiverUserId: memberId, text: 'Hello' });
    const ring = await sockets.trainer.emitWithAck('request-call', { receiverUserId: memberId });
    hints = {
      receiverUserId: [memberId, trainerId, userIdOf(directorToken)],
      personId: [trainerId, memberId],
      myId: [memberId, trainerId],
      ids: sent.success ? [[sent.message.id]] : [],
      callId: ring.success ? [ring.callId] : [],
      text: ['Hello there'],
    };
  });
  afterAll(async () => {
    sockets?.member.disconnect();
    sockets?.trainer.disconnect();
    await current?.stop();
  });

  it(
    "acknowledges every payload with the event's answer and keeps the connection",
    async () => {
      const ledger = new FuzzLedger();
      for (const [index, [event, schema]] of Object.entries(EVENTS).entries()) {
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        // Under the transport's limit (maxHttpBufferSize, 100 kB): a larger message closes the connection by design.
        const fitsTheTransport = (value: unknown) => (JSON.stringify(value) ?? '').length < 90_000;
        const payload = fc
          .oneof(
            { weight: 12, arbitrary: mutated(arbitraryFor(json, hints)) },
            { weight: 1, arbitrary: fc.constantFrom(undefined, null, 42, ...NASTY_STRINGS, Buffer.from('\u0000')) },
          )
          .filter(fitsTheTransport);
        const inputs = fc.sample(
          fc.tuple(payload, fc.constantFrom('member', 'trainer') as fc.Arbitrary<'member' | 'trainer'>),
          {
            numRuns: RUNS,
            seed: SEED + index,
          },
        );
        for (const [value, who] of inputs) {
          const socket = sockets[who] as unknown as {
            emitWithAck(event: string, ...args: unknown[]): Promise<unknown>;
          };
          const answer = await within(socket.emitWithAck(event, value), 5_000);
          ledger.count(event);
          const wrong = answer === null ? 'no acknowledgement within 5 s' : wrongAnswer(answer);
          if (wrong) ledger.fail(event, who, wrong, value);
        }
        // Without a callback, with a callback that is not a function, with extra arguments: nothing to answer.
        const raw = sockets.member as unknown as { emit(event: string, ...args: unknown[]): void };
        raw.emit(event, { callId: 'a\u0000b', text: '\u0000' });
        raw.emit(event, { receiverUserId: hints.receiverUserId![1], text: 'x' }, 'not a function');
        raw.emit(event, 1, 2, 3, { deep: [[['\u0000']]] });
        raw.emit('an event nobody listens to', '\u0000', () => undefined);
        expect(ledger.sentTo(event)).toBe(RUNS);
      }
      expect(sockets.member.connected && sockets.trainer.connected).toBe(true);
      const still = await sockets.member.emitWithAck('send message', {
        receiverUserId: hints.personId![0] as string,
        text: 'Still here',
      });
      expect(wrongAnswer(still)).toBeNull();
      expect(ledger.findings.length, ledger.report(SEED)).toBe(0);
    },
    10 * 60_000,
  );
});
