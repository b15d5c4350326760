/**
 * Request signing shared by the SPA and the API (decisions.md item 10).
 *
 * It is integrity and replay protection, not authentication: the key ships with the SPA.
 * The signed string is METHOD + path without query + timestamp (milliseconds since the epoch),
 * signed with HMAC-SHA256 and written as upper-case hex. WebCrypto runs in browsers and in Node 20.
 */

export const TIMESTAMP_HEADER = 'x-timestamp';
export const SIGNATURE_HEADER = 'x-signature';

/** Requests whose timestamp is further than this from the server clock are refused. */
export const MAX_CLOCK_SKEW_MS = 300_000;

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keyCache.set(secret, key);
  }
  return key;
}

/** The path the signature covers: everything before the query string. */
export function pathWithoutQuery(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

export function signingInput(method: string, path: string, timestamp: string): string {
  return `${method.toUpperCase()}${pathWithoutQuery(path)}${timestamp}`;
}

export async function computeSignature(
  secret: string,
  method: string,
  path: string,
  timestamp: string,
): Promise<string> {
  const key = await importKey(secret);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(signingInput(method, path, timestamp)));
  let hex = '';
  for (const byte of new Uint8Array(mac)) hex += byte.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

/** Headers to add to a request to `path` (the URL path, query allowed: it is ignored). */
export async function signatureHeaders(
  secret: string,
  method: string,
  path: string,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = String(now);
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: await computeSignature(secret, method, path, timestamp),
  };
}
