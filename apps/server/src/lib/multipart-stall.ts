import type { Readable } from 'node:stream';

/** After the whole body has arrived, parsing what is already in memory takes milliseconds: this is generous. */
export const PARSE_GRACE_MS = 3_000;
const POLL_MS = 250;

/**
 * Every byte of the body has arrived: Node's IncomingMessage says so with `complete`; the stream state's `ended`
 * (EOF pushed, whether or not a consumer has read it) says the same for any readable, inject's included.
 */
function bodyReceived(raw: Readable): boolean {
  const state = (raw as Readable & { _readableState?: { ended?: boolean } })._readableState;
  return (raw as Readable & { complete?: boolean }).complete === true || raw.readableEnded || state?.ended === true;
}

/**
 * `work` (reading a multipart body), or a rejection with `onStall()` when the body has all arrived and the work
 * has not settled PARSE_GRACE_MS later. @fastify/busboy 3 stops for good on a part it skips (no or a foreign
 * Content-Disposition) that is larger than its 16 KB buffer: without this the request would wait forever.
 */
export function unlessStalled<T>(raw: Readable, work: Promise<T>, onStall: () => Error): Promise<T> {
  let poll: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let receivedAt: number | undefined;
    poll = setInterval(() => {
      if (!bodyReceived(raw)) return;
      receivedAt ??= Date.now();
      if (Date.now() - receivedAt >= PARSE_GRACE_MS) reject(onStall());
    }, POLL_MS);
    poll.unref();
  });
  return Promise.race([work, stalled]).finally(() => clearInterval(poll));
}
