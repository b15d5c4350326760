import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_CLOCK_SKEW_MS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  computeSignature,
  pathWithoutQuery,
  signatureHeaders,
  signingInput,
} from './signing';

const SECRET = 'test-signing-key-0123456789';

/** The reference: node:crypto, not WebCrypto, so the two implementations check each other. */
function reference(secret: string, input: string): string {
  return createHmac('sha256', secret).update(input).digest('hex').toUpperCase();
}

describe('request signing', () => {
  it('names the headers and the clock skew the API expects', () => {
    expect(TIMESTAMP_HEADER).toBe('x-timestamp');
    expect(SIGNATURE_HEADER).toBe('x-signature');
    expect(MAX_CLOCK_SKEW_MS).toBe(300_000);
  });

  it('matches the RFC 4231 HMAC-SHA256 test vector, in upper-case hex', async () => {
    // Test case 2 of RFC 4231: key "Jefe", data "what do ya want for nothing?".
    const signature = await computeSignature('Jefe', '', 'what do ya want for nothing', '?');
    expect(signature).toBe('5BDCC146BF60754E6A042426089575C75A003F089D2739839DEC58B964EC3843');
  });

  it('signs METHOD + path + timestamp exactly as node:crypto does', async () => {
    const signature = await computeSignature(SECRET, 'POST', '/api/ols/sort-locations', '1700000000000');
    expect(signature).toBe(reference(SECRET, 'POST/api/ols/sort-locations1700000000000'));
    expect(signature).toMatch(/^[0-9A-F]{64}$/);
  });

  it('ignores the query string', async () => {
    const withQuery = await computeSignature(SECRET, 'GET', '/sign-up/plans?locationId=101', '1700000000000');
    const without = await computeSignature(SECRET, 'GET', '/sign-up/plans', '1700000000000');
    expect(withQuery).toBe(without);
    expect(withQuery).toBe(reference(SECRET, 'GET/sign-up/plans1700000000000'));
  });

  it('upper-cases the method', async () => {
    expect(await computeSignature(SECRET, 'get', '/clubs', '1')).toBe(reference(SECRET, 'GET/clubs1'));
    expect(signingInput('post', '/a?b=c', '42')).toBe('POST/a42');
  });

  it('changes with the path, the method, the timestamp and the key', async () => {
    const base = await computeSignature(SECRET, 'GET', '/clubs', '1000');
    expect(await computeSignature(SECRET, 'GET', '/clubs/oakland', '1000')).not.toBe(base);
    expect(await computeSignature(SECRET, 'POST', '/clubs', '1000')).not.toBe(base);
    expect(await computeSignature(SECRET, 'GET', '/clubs', '1001')).not.toBe(base);
    expect(await computeSignature(`${SECRET}x`, 'GET', '/clubs', '1000')).toBe(
      reference(`${SECRET}x`, 'GET/clubs1000'),
    );
  });

  it('cuts the path at the first question mark', () => {
    expect(pathWithoutQuery('/clubs?a=1?b=2')).toBe('/clubs');
    expect(pathWithoutQuery('/clubs')).toBe('/clubs');
    expect(pathWithoutQuery('/clubs?')).toBe('/clubs');
  });

  it('builds both headers from the given time', async () => {
    const headers = await signatureHeaders(SECRET, 'get', '/clubs/rooms/106?x=1', 1_700_000_000_123);
    expect(headers).toEqual({
      'x-timestamp': '1700000000123',
      'x-signature': reference(SECRET, 'GET/clubs/rooms/1061700000000123'),
    });
  });

  it('uses the current time by default', async () => {
    const before = Date.now();
    const headers = await signatureHeaders(SECRET, 'GET', '/clubs');
    const after = Date.now();
    const timestamp = Number(headers[TIMESTAMP_HEADER]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
    expect(headers[SIGNATURE_HEADER]).toBe(reference(SECRET, `GET/clubs${headers[TIMESTAMP_HEADER]}`));
  });
});
